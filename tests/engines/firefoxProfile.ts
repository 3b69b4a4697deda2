import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { firefoxPath } from '@site/tooling/browsers/engines';

/** Where the run's started profile is, for the journeys' workers (set by globalSetup.ts). */
const templateVariable = 'ENGINES_FIREFOX_PROFILE';

/**
 * A Firefox profile that Firefox has started in once, before any journey: a new profile spends
 * its first start setting itself up. A journey's Firefox opened in 3.2–3.6 s from a copy against
 * 4.0–4.4 s with a new profile, and closed in 0.5 s against 0.7 s (a quiet machine, 2026-11-29;
 * ten journeys open one each). It never loads a page of the site, so nothing of one journey
 * reaches another. Returns how to remove it.
 */
export async function startProfileTemplate(): Promise<() => Promise<void>> {
  const template = await mkdtemp(path.join(tmpdir(), 'engines-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    protocol: 'webDriverBiDi',
    userDataDir: template,
  });
  await browser.close();
  process.env[templateVariable] = template;
  return () => rm(template, { recursive: true, force: true });
}

/** A copy of the started profile for one browser, or undefined (a new one) without it. */
export async function copyOfProfile(): Promise<string | undefined> {
  const template = process.env[templateVariable];
  if (!template) return undefined;
  const copy = await mkdtemp(path.join(tmpdir(), 'engines-firefox-tab-'));
  await cp(template, copy, { recursive: true });
  return copy;
}
