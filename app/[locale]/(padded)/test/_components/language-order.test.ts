/** @jest-environment node */
import { QUESTIONNAIRE_LANGUAGES } from '@/inventory/languages';
import { sortLanguages } from './language-order';

const names = (tag: string) => sortLanguages(QUESTIONNAIRE_LANGUAGES, tag).map((l) => l.name);
const index = (list: string[], name: string) => list.indexOf(name);

describe('questionnaire languages in the interface collation', () => {
  it('keeps every language once', () => {
    expect(names('de').sort()).toEqual(QUESTIONNAIRE_LANGUAGES.map((l) => l.name).sort());
  });

  it('sorts accented names among their letters, not after Z', () => {
    const list = names('en');
    expect(index(list, 'Čeština')).toBeLessThan(index(list, 'Dansk'));
    expect(index(list, 'Íslenska')).toBeLessThan(index(list, 'Italiano'));
    expect(index(list, 'Íslenska')).toBeGreaterThan(index(list, 'Hrvatski'));
  });

  it("puts the interface's own script first", () => {
    expect(names('ru').slice(0, 3)).toEqual(['Български', 'Русский', 'Українська']);
    expect(names('ar')[0]).toMatch(/^\p{Script=Arabic}/u);
    expect(index(names('en'), 'English')).toBeLessThan(index(names('en'), 'Русский'));
  });

  it('differs between interface languages', () => {
    expect(names('ja')).not.toEqual(names('en'));
    expect(names('ja').indexOf('日本語')).toBeLessThan(names('ja').indexOf('Русский'));
  });
});
