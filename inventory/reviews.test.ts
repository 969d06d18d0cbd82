/** @jest-environment node */
import {
  buildLanguage,
  englishItems,
  questionnaireLanguages,
  readOverride,
  readReview,
  reviewProblems,
  type ReviewRecord,
} from '../scripts/questionnaire.mjs';

/**
 * The item-by-item review of every questionnaire language (inventory/reviews/, docs/reviewing.md):
 * every language has a record of all 120 items and the five answer labels, made against the
 * English and the exact texts visitors get, and it agrees with our overrides. The second half
 * breaks a record or an override on purpose and expects the check to say so.
 */
const root = process.cwd();
const languages = questionnaireLanguages(root).map((language) => language.id);

type Record = ReviewRecord;
const copy = <T>(value: T): T => structuredClone(value);

describe('questionnaire review records', () => {
  it('exist for every questionnaire language', () => {
    expect(languages.length).toBeGreaterThanOrEqual(39);
    for (const lang of languages) expect(readReview(root, lang)).not.toBeNull();
  });

  it.each(languages)('%s: data and record pass every check', (lang) => {
    const built = buildLanguage(root, lang);
    expect([...built.problems, ...reviewProblems(root, lang, built)]).toEqual([]);
  });
});

describe('the review check', () => {
  const lang = 'de';
  const built = buildLanguage(root, lang);
  const record = readReview(root, lang) as Record;
  const overridden = record.items.find((item) => item.status === 'overridden')!;
  const ok = record.items.find((item) => item.status === 'ok')!;
  const problems = (r: Record | null, b = built, english = englishItems(root)) =>
    reviewProblems(root, lang, b, r, english).join('\n');

  it('passes the committed record (the baseline of the cases below)', () => {
    expect(problems(record)).toBe('');
    expect(overridden).toBeDefined();
    expect(ok).toBeDefined();
  });

  it('fails when a language has no record', () => {
    expect(problems(null)).toMatch(/no record/);
  });

  it('fails without a second, independent reading of every item and label', () => {
    const unread = copy(record);
    delete unread.secondReading;
    expect(problems(unread)).toMatch(/no second reading \("secondReading"/);
    const sameReader = copy(record);
    sameReader.secondReading!.reviewer = record.reviewer;
    expect(problems(sameReader)).toMatch(/another reader than the first/);
    const missing = copy(record);
    delete missing.items[9]!.second;
    delete missing.choices.second;
    expect(problems(missing)).toMatch(/item 10 .*: no second reading/);
    expect(problems(missing)).toMatch(/answer labels: no second reading/);
    const unexplained = copy(record);
    unexplained.items[9]!.second = { status: 'changed' };
    expect(problems(unexplained)).toMatch(
      /item 10 .*: a change in the second reading needs a note/,
    );
  });

  it('fails when an item has no record', () => {
    const broken = copy(record);
    broken.items.splice(57, 1);
    expect(problems(broken)).toMatch(/has 119 item records/);
    expect(problems(broken)).toMatch(/item 58 .* record 58 is for item 59/);
  });

  it('fails when the English source text changed upstream after the review', () => {
    const english = copy(englishItems(root));
    english[ok.num - 1]!.text = 'Worry about many things';
    expect(problems(record, built, english)).toMatch(/the English changed, review it again/);
  });

  it('fails when a record says "ok" for an item that has an override', () => {
    const broken = copy(record);
    broken.items[overridden.num - 1]!.status = 'ok';
    expect(problems(broken)).toMatch(/record says "ok" but inventory\/overrides\/de.json/);
  });

  it('fails when an override is added or changed without a new review', () => {
    const override = copy(readOverride(root, lang));
    const entry = override.items!.find((item) => item.id === overridden.id)!;
    entry.text = 'Ich bin ein geänderter Text';
    expect(problems(record, buildLanguage(root, lang, override))).toMatch(
      /is not the text visitors get/,
    );
    override.items!.push({ id: ok.id, en: ok.en, text: 'Noch ein neuer Text' });
    expect(problems(record, buildLanguage(root, lang, override))).toMatch(
      new RegExp(`item ${ok.num} .*record says "ok" but`),
    );
  });

  it('fails on an overridden item without a reason, or without a back-translation', () => {
    const broken = copy(record);
    delete broken.items[overridden.num - 1]!.reason;
    broken.items[ok.num - 1]!.back = ' ';
    expect(problems(broken)).toMatch(/an overridden item needs a reason/);
    expect(problems(broken)).toMatch(/no back-translation/);
  });

  it('fails on a record for another keying direction', () => {
    const broken = copy(record);
    const item = broken.items[18]!; // 19 "Love a good fight", reverse-keyed
    item.keyed = item.keyed === 'plus' ? 'minus' : 'plus';
    expect(problems(broken)).toMatch(/record says keyed plus, the item is keyed minus/);
  });

  it('fails on answer labels that are not a neutral accuracy scale', () => {
    const unsure = copy(record);
    unsure.choices.back[2] = 'Not sure';
    expect(problems(unsure)).toMatch(/must be neutral, not "not sure"/);
    const frequency = copy(record);
    frequency.choices.back = ['Never', 'Rarely', 'Neither', 'Often', 'Always'];
    expect(problems(frequency)).toMatch(/is a frequency, not an accuracy label/);
  });

  it('fails when the labels changed after the review', () => {
    const override = { ...copy(readOverride(root, lang)), choices: ['a', 'b', 'c', 'd', 'e'] };
    const text = problems(record, buildLanguage(root, lang, override));
    expect(text).toMatch(/answer labels reviewed .* are not those visitors get/);
    expect(text).toMatch(/record says "ok" but .* replaces them/);
  });
});
