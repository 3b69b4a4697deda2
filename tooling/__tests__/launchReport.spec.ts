import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorSignInProblems } from '@site/server/editorBackend';
import { launchReport, printReport } from '../content/launchReport.js';
import {
  drawnImageSlots,
  exampleCompanyFacts,
  numberedPartners,
  uncheckedFigures,
} from '../content/placeholders.js';

const workspace = path.resolve(import.meta.dirname, '../..');
let copy: string;

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'launch-'));
});
afterAll(() => rm(copy, { recursive: true, force: true }));

describe('the launch report', () => {
  it('lists each placeholder of the site under its owner and ends with the counts', async () => {
    const report = await launchReport();
    const text = printReport(report);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Launch report: what is still a placeholder');
    expect(lines.at(-1)).toMatch(
      /^\d+ company facts, \d+ image slots, \d+ partners, \d+ machines without manufacturer links, \d+ machines with buyer questions unanswered, \d+ figures from the spec, \d+ machine facts said two ways, \d+ editor sign-in blockers$/,
    );
    const all = Object.values(report.byApp).flat();
    for (const [what, count] of Object.entries(report.counts)) {
      const listed = all.filter((placeholder) => placeholder.what === what);
      if (what === 'image slot still a drawing') {
        const drawn = listed.reduce((sum, { detail }) => sum + Number(detail.split(': ')[1]), 0);
        expect(drawn).toBe(count);
      } else expect(listed).toHaveLength(count);
    }
    expect(text).toContain('equipment team (products-mfe)');
  });

  it('names the company facts that are still examples, and no longer a fact that is real', async () => {
    const facts = JSON.parse(
      await readFile(path.join(workspace, 'shared/content/company.json'), 'utf8'),
    );
    await mkdir(path.join(copy, 'shared/content'), { recursive: true });
    const write = () =>
      writeFile(path.join(copy, 'shared/content/company.json'), JSON.stringify(facts));
    facts.phone = '+994 12 000 00 00';
    facts.email = 'info@example.com';
    await write();
    const before = (await exampleCompanyFacts(copy)).map(({ detail }) => detail);
    expect(before).toContain('phone: +994 12 000 00 00');
    expect(before).toContain('email: info@example.com');
    facts.phone = '+994 12 497 31 20';
    facts.email = 'sales@polad-baku.az';
    await write();
    const after = (await exampleCompanyFacts(copy)).map(({ detail }) => detail);
    expect(after.filter((detail) => /^(phone|email):/.test(detail))).toEqual([]);
  });

  it('names each figure about the company until the company has checked it', async () => {
    const facts = JSON.parse(
      await readFile(path.join(workspace, 'shared/content/company.json'), 'utf8'),
    );
    await mkdir(path.join(copy, 'shared/content'), { recursive: true });
    const write = () =>
      writeFile(path.join(copy, 'shared/content/company.json'), JSON.stringify(facts));
    for (const figure of Object.values(facts.figures) as { confirmed: boolean }[])
      figure.confirmed = false;
    facts.figures.projectsDelivered.atLeast = 40;
    await write();
    expect((await uncheckedFigures(copy)).map(({ detail }) => detail)).toEqual([
      'years in business: 9+',
      'projects delivered: 40+',
      'industrial customers: 15+',
      "years of the team's experience: 25+",
    ]);
    facts.figures.projectsDelivered.confirmed = true;
    await write();
    expect((await uncheckedFigures(copy)).map(({ detail }) => detail)).not.toContain(
      'projects delivered: 40+',
    );
    expect(await uncheckedFigures(copy)).toHaveLength(3);
  });

  it('counts an image slot as done once a photo lies beside its drawing', async () => {
    const folder = path.join(copy, 'showcase-mfe/src/assets/artwork/projects');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'project-01.svg'), '<svg/>');
    await writeFile(path.join(folder, 'project-02.svg'), '<svg/>');
    expect((await drawnImageSlots(copy, 'showcase-mfe')).drawings).toEqual([
      {
        what: 'image slot still a drawing',
        detail: 'showcase-mfe/src/assets/artwork/projects/: 2',
      },
    ]);
    await writeFile(path.join(folder, 'project-01.jpg'), 'a photo');
    expect((await drawnImageSlots(copy, 'showcase-mfe')).drawings[0]?.detail).toBe(
      'showcase-mfe/src/assets/artwork/projects/: 1',
    );
  });

  it('names a partner while its name is numbered in any language', async () => {
    const file = 'showcase-mfe/content/partners.json';
    const partners = JSON.parse(await readFile(path.join(workspace, file), 'utf8'));
    partners.project[0].name = {
      az: 'Bakı Polad',
      tr: 'Bakü Çelik',
      en: 'Baku Steel',
      ru: partners.project[0].name.ru,
    };
    await mkdir(path.join(copy, 'showcase-mfe/content'), { recursive: true });
    await writeFile(path.join(copy, file), JSON.stringify(partners));
    const found = (await numberedPartners(copy)).map(({ detail }) => detail);
    expect(found[0]).toBe('project 1, Baku Steel (ru)');
    expect(found[1]).toBe('project 2, Partner Galvanizing Two (az, tr, en, ru)');
    expect(found).toHaveLength(10);
  });

  it('counts a partner logo as done once staff upload one in place of its drawing', async () => {
    const folder = path.join(copy, 'showcase-mfe/src/assets/artwork/partners');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'partner-steel-one.svg'), '<svg/>');
    await writeFile(path.join(folder, 'partner-galvanizing-two.svg'), '<svg/>');
    const file = 'showcase-mfe/content/partners.json';
    const partners = JSON.parse(await readFile(path.join(workspace, file), 'utf8'));
    await mkdir(path.join(copy, 'showcase-mfe/content'), { recursive: true });
    await writeFile(path.join(copy, file), JSON.stringify(partners));
    const drawn = async () =>
      (await drawnImageSlots(copy, 'showcase-mfe')).drawings.find(({ detail }) =>
        detail.includes('/partners/'),
      )?.detail;
    expect(await drawn()).toBe('showcase-mfe/src/assets/artwork/partners/: 2');
    partners.project[0].logo = 'showcase-mfe/content/photos/steel.png';
    await writeFile(path.join(copy, file), JSON.stringify(partners));
    expect(await drawn()).toBe('showcase-mfe/src/assets/artwork/partners/: 1');
  });

  it('blocks on an editor backend that cannot sign anyone in, naming the field', () => {
    expect(editorSignInProblems({ name: 'github', repo: 'example-company/website' })).toEqual([
      'repo: "example-company/website" is a placeholder, not the company\'s repository',
      'base_url: GitHub needs the address of the OAuth server the site runs',
    ]);
    expect(editorSignInProblems({ name: 'gitlab' })).toEqual([
      'repo: no repository named (owner/name)',
    ]);
    expect(editorSignInProblems({ name: 'test-repo', repo: 'metal/site' })).toEqual([
      'name: "test-repo" is not a git host the editor signs in to (github, gitlab, gitea)',
    ]);
    expect(
      editorSignInProblems({ name: 'gitea', repo: 'metal/site', api_root: 'http://git.metal.az' }),
    ).toEqual(['api_root: "http://git.metal.az" is not an https address of the git host\'s API']);
    expect(editorSignInProblems({ name: 'gitea', repo: 'metal/site' })).toEqual([
      'api_root: "" is not an https address of the git host\'s API',
    ]);
    // What a company's site can use.
    expect(
      editorSignInProblems({
        name: 'github',
        repo: 'polad-metal/website',
        base_url: 'https://auth.polad-baku.az',
      }),
    ).toEqual([]);
    expect(editorSignInProblems({ name: 'gitlab', repo: 'polad-metal/website' })).toEqual([]);
  });
});
