// @ts-check
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { federationNameOf } from '@site/shared/contract/remotes';
import { defaultLanguage } from '@site/shared/i18n/siteLanguages';

/**
 * @typedef {{
 *   mounts: Record<string, string>;
 *   sections: Array<{ homeLinks: unknown[] } & Record<string, unknown>>;
 *   pages: Record<string, string[]>;
 *   routes: Record<string, string[][]>;
 *   aliases: Array<{ path: string; to: string }>;
 *   unlisted: string[];
 *   unavailable: string[];
 * }} SiteDescription
 */

/**
 * What the remotes declare, read once from the running site: the sections, every page and the
 * old addresses. Writes sections.json and gives every page opened later the same sections.
 * @param {import('./renderer.js').Renderer} renderer
 * @param {string} [out] where sections.json goes; none to write nothing
 */
export async function describeSite(renderer, out) {
  const page = await renderer.context.newPage();
  await renderer.open(page, `/${defaultLanguage}`);
  /** @type {SiteDescription} */
  const described = await page.evaluate(() => /** @type {any} */ (window).__siteDescribe());
  await page.close();
  for (const name of described.unavailable) {
    console.warn(`${name} could not be loaded: its pages are left as they are.`);
  }
  // Remote assets (home card pictures) resolve against the page; keep them root-relative.
  /** @type {Pick<SiteDescription, 'mounts' | 'sections'>} */
  const sections = JSON.parse(
    JSON.stringify({ mounts: described.mounts, sections: described.sections }).replaceAll(
      renderer.origin,
      '',
    ),
  );
  await renderer.context.addInitScript((value) => {
    /** @type {any} */ (window).__SITE_SECTIONS__ = value;
  }, sections);
  if (out) await writeFile(path.join(out, 'sections.json'), `${JSON.stringify(sections)}\n`);
  return { ...described, sections };
}

/**
 * The remote `--section` names (federation name, package name or mount), or undefined for all.
 * @param {Pick<SiteDescription, 'pages' | 'mounts'>} described
 * @param {string | undefined} section
 */
export function wantedSection(described, section) {
  if (!section) return undefined;
  const owner = Object.keys(described.pages).find(
    (name) =>
      name &&
      (name === section ||
        name === federationNameOf(section) ||
        described.mounts[section] === name),
  );
  if (!owner) {
    throw new Error(`--section ${section}: no remote of remotes.json has that name or mount`);
  }
  return owner;
}
