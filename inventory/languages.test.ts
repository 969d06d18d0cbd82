/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import generatedIds from './generated/language-ids.json';
import { ITEM_KEYS } from './items';
import { QUESTIONNAIRE_LANGUAGES, isQuestionnaireLanguage } from './languages';
import { InventoryNotFoundError, LOADABLE_LANGUAGES, loadLanguage } from './load-language';

const packageData = join(process.cwd(), 'node_modules', '@bigfive-org', 'questions', 'data');
const english = JSON.parse(readFileSync(join(packageData, 'en', 'questions.json'), 'utf8')) as {
  id: string;
  text: string;
  keyed: string;
  domain: string;
  facet: number;
}[];
const FIRST_LANGUAGES =
  'en zh-cn hi es fr ru id ur de ja it th uk da no is fi nl sv hr et pt-br ar he pl';

describe('questionnaire languages', () => {
  it('offer at least the 25 the first version of the site offered', () => {
    for (const id of FIRST_LANGUAGES.split(' ')) expect(isQuestionnaireLanguage(id)).toBe(true);
  });

  it('each have their own loader (one chunk per language) and nothing else does', () => {
    expect([...LOADABLE_LANGUAGES].sort()).toEqual(QUESTIONNAIRE_LANGUAGES.map((l) => l.id).sort());
  });

  it('keep the package structure: ids, order, keying, domain and facet of English', () => {
    expect(ITEM_KEYS).toHaveLength(120);
    ITEM_KEYS.forEach((item, i) => {
      expect(item).toMatchObject({ id: english[i]?.id, keyed: english[i]?.keyed, num: i + 1 });
      expect(item.domain).toBe('NEOAC'[i % 5]);
      expect(item.facet).toBe((Math.floor(i / 5) % 6) + 1);
    });
  });

  it('reject an unknown language with its message', async () => {
    await expect(loadLanguage('xx')).rejects.toThrow(InventoryNotFoundError);
    await expect(loadLanguage('__proto__')).rejects.toThrow(
      'Inventory not found. Try another language input.',
    );
  });
});

describe.each(QUESTIONNAIRE_LANGUAGES.map((l) => [l.id]))('language %s', (lang) => {
  let data: Awaited<ReturnType<typeof loadLanguage>>;
  beforeAll(async () => {
    data = await loadLanguage(lang);
  });

  it('has 120 items and 5 answer labels, without stray whitespace', () => {
    expect(data.items).toHaveLength(120);
    expect(data.choices).toHaveLength(5);
    for (const text of [...data.items, ...data.choices]) {
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/\s{2,}|[\t\n\r]/);
    }
  });

  it('has no two items sharing a text', () => {
    const texts = data.items.map((t) => t.toLocaleLowerCase(lang));
    expect(new Set(texts).size).toBe(texts.length);
  });

  if (lang !== 'en') {
    it('leaves no item and no answer label in English', () => {
      const leftovers = data.items.filter((text, i) => text === english[i]?.text.trim());
      expect(leftovers).toEqual([]);
      expect(data.choices).not.toContain('Very Accurate');
      expect(data.choices).not.toContain('Very Inaccurate');
      expect(data.choices).not.toContain('Moderately Accurate');
    });
  }
});

describe('the id list the browser checks against', () => {
  it('holds exactly the offered languages, in the same order', () => {
    expect(generatedIds).toEqual(QUESTIONNAIRE_LANGUAGES.map((language) => language.id));
  });
});
