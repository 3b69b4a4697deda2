import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageTermsSchema } from '@site/shared/content/schemas/termbase';
import {
  termProblems,
  termbaseFolder,
  termbaseProblems,
  termsFile,
  type Text,
} from '../content/termbase.js';

const entry = (use: string, avoid: string[], also: string[] = []) => ({ use, avoid, also });

const termbase = {
  concepts: {
    industrialMaintenance: 'Maintaining and repairing industrial equipment.',
    productionHall: 'The building where steel is fabricated.',
    languageName: 'The Azerbaijani language, named in a sentence.',
    fibreLaser: 'A CNC machine that cuts with a fibre laser.',
  },
  terms: {
    az: {
      industrialMaintenance: entry('Sənaye avadanlığına texniki xidmət', ['Sənaye təmiri']),
      productionHall: entry('istehsal sexi', []),
      languageName: entry('Azərbaycan dilində', ['=azərbaycan dilində']),
      fibreLaser: entry('fiber lazer kəsmə dəzgahı', []),
    },
    tr: {
      industrialMaintenance: entry('Endüstriyel ekipman bakımı', ['Endüstriyel onarım']),
      productionHall: entry('üretim tesisi', ['hol*']),
      languageName: entry('Azerbaycanca', []),
      fibreLaser: entry('fiber lazer kesim makinesi', []),
    },
    en: {
      industrialMaintenance: entry('Industrial equipment maintenance', [
        'Industrial repair',
        'Equipment maintenance',
      ]),
      productionHall: entry('production hall', []),
      languageName: entry('in Azerbaijani', []),
      fibreLaser: entry('fibre laser cutting machine', []),
    },
    ru: {
      industrialMaintenance: entry('Обслуживание промышленного оборудования', [
        'Промышленный ремонт',
      ]),
      productionHall: entry('производственный цех', []),
      languageName: entry('на азербайджанском', []),
      fibreLaser: entry(
        'станок волоконной лазерной резки',
        ['волоконный станок'],
        ['станок лазерной резки'],
      ),
    },
  },
};

const texts =
  (byLanguage: Partial<Record<string, Text[]>>) =>
  (language: string): Text[] =>
    byLanguage[language] ?? [];

describe('the termbase check', () => {
  it('names the file, the key and the variant of a word that uses one to avoid', () => {
    expect(
      termProblems(
        termbase,
        texts({
          en: [
            {
              file: 'services-mfe/content/pages/home-cards/en/words.json',
              key: 'cards.repair.title',
              text: 'Industrial repair',
            },
          ],
        }),
      ),
    ).toEqual([
      'services-mfe/content/pages/home-cards/en/words.json: cards.repair.title: "Industrial repair" is a variant of industrialMaintenance to avoid (Industrial repair); write "Industrial equipment maintenance"',
    ]);
  });

  it('takes no variant inside the approved term for the variant itself', () => {
    expect(
      termProblems(
        termbase,
        texts({
          en: [
            { file: 'a.json', key: 'title', text: 'Industrial equipment maintenance in Baku' },
            { file: 'a.json', key: 'menu', text: 'Equipment maintenance' },
          ],
        }),
      ),
    ).toEqual([
      'a.json: menu: "Equipment maintenance" is a variant of industrialMaintenance to avoid (Equipment maintenance); write "Industrial equipment maintenance"',
    ]);
  });

  it('takes a variant that only overlaps an approved term for the variant', () => {
    const problems = termProblems(
      termbase,
      texts({
        ru: [
          { file: 'd.json', key: 'wrong', text: 'Волоконный станок лазерной резки SP' },
          { file: 'd.json', key: 'short', text: 'Станок лазерной резки SP' },
          { file: 'd.json', key: 'right', text: 'Станок волоконной лазерной резки SP' },
        ],
      }),
    );
    expect(problems).toEqual([
      'd.json: wrong: "Волоконный станок" is a variant of fibreLaser to avoid (волоконный станок); write "станок волоконной лазерной резки"',
    ]);
  });

  it('refuses every ending of a stem, and only whole words', () => {
    const problems = termProblems(
      termbase,
      texts({
        tr: [
          { file: 'b.json', key: 'one', text: 'Üretim holü 2400 m²' },
          { file: 'b.json', key: 'two', text: 'Endüstriyel holler' },
          { file: 'b.json', key: 'three', text: 'Alkohol ve şirket' },
        ],
      }),
    );
    expect(problems.map((line) => line.split(':')[1]?.trim())).toEqual(['one', 'two']);
  });

  it('lowers the case in the text’s own language, and keeps case where the termbase asks', () => {
    const problems = termProblems(
      termbase,
      texts({
        az: [
          { file: 'c.json', key: 'lower', text: 'Kataloq azərbaycan dilində' },
          { file: 'c.json', key: 'upper', text: 'Kataloq Azərbaycan dilində' },
          { file: 'c.json', key: 'caps', text: 'SƏNAYE TƏMİRİ' },
        ],
      }),
    );
    expect(problems.map((line) => line.split(':')[1]?.trim())).toEqual(['lower', 'caps']);
  });

  it('refuses a term with no approved word, or named other than in camelCase', () => {
    expect(languageTermsSchema.safeParse({ terms: { 'Reply time': entry('x', []) } }).success).toBe(
      false,
    );
    expect(languageTermsSchema.safeParse({ terms: { replyTime: { avoid: [] } } }).success).toBe(
      false,
    );
  });

  it('passes the termbase as it is, and names a file of it that is missing or not JSON', async () => {
    const workspace = path.resolve(import.meta.dirname, '../..');
    expect(termbaseProblems(workspace)).toEqual([]);
    const root = await mkdtemp(path.join(tmpdir(), 'termbase-'));
    try {
      await cp(path.join(workspace, termbaseFolder), path.join(root, termbaseFolder), {
        recursive: true,
      });
      await writeFile(path.join(root, termsFile('tr')), '{ "terms": ');
      await rm(path.join(root, termsFile('ru')));
      const problems = termbaseProblems(root, workspace);
      expect(problems[0]).toMatch(new RegExp(`^${termsFile('tr')}: .*JSON`));
      expect(problems[1]).toBe(`${termsFile('ru')}: is missing (ru)`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
