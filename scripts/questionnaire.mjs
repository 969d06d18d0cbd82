// The questionnaire data as visitors get it, and the checks it must pass: read from the npm package
// @bigfive-org/questions, with our corrections from inventory/overrides/{id}.json applied, and checked
// against the item-by-item review records in inventory/reviews/{id}.json.
// Plain JavaScript so that `npm install` (postinstall) can run it without a TypeScript loader; used by
// scripts/build-inventory.mjs (writes the files the site loads), scripts/check-review.mjs (a reviewer's
// check of one language) and inventory/reviews.test.ts. Every function takes the project root, so the
// module reads nothing until asked and works from any working directory.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Types: scripts/questionnaire.d.mts.

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** Trims and collapses the stray tabs, double spaces and line breaks some translations carry. */
export const clean = (text) => String(text).replace(/\s+/g, ' ').trim();

/** Where the package keeps its data, resolved from the project root. */
export function packageDataDir(root) {
  const require = createRequire(join(root, 'package.json'));
  return join(require.resolve('@bigfive-org/questions/package.json'), '..', 'data');
}

/** The questionnaire languages offered (inventory/languages.json). */
export function questionnaireLanguages(root) {
  return readJson(join(root, 'inventory', 'languages.json')).languages;
}

/** The 120 English source items, as the package has them. */
export function englishItems(root) {
  return readJson(join(packageDataDir(root), 'en', 'questions.json'));
}

/** A language's package data: its items and its answer labels (plus and reverse-keyed sets). */
export function packageLanguage(root, lang) {
  const dir = join(packageDataDir(root), lang);
  const require = createRequire(join(root, 'package.json'));
  const choices = require(join(dir, 'choices.js'));
  return {
    questions: readJson(join(dir, 'questions.json')),
    plus: choices.plus.map((c) => clean(c.text)),
    minus: choices.minus.map((c) => clean(c.text)),
  };
}

/** Our corrections for a language, or an empty object. */
export function readOverride(root, lang) {
  const file = join(root, 'inventory', 'overrides', `${lang}.json`);
  return existsSync(file) ? readJson(file) : {};
}

/** The committed review record of a language, or null when there is none. */
export function readReview(root, lang) {
  const file = join(root, 'inventory', 'reviews', `${lang}.json`);
  return existsSync(file) ? readJson(file) : null;
}

/**
 * A language as visitors get it: the package's texts with our overrides applied, and every check
 * the data must pass (structure identical to English, nothing left in English, no duplicate texts,
 * five distinct answer labels). `problems` lists what fails; the build stops on any of them.
 */
export function buildLanguage(root, lang, override = readOverride(root, lang)) {
  const english = englishItems(root);
  const englishLabels = packageLanguage(root, 'en').plus;
  const source = packageLanguage(root, lang);
  const problems = [];
  const fail = (message) => problems.push(`${lang}: ${message}`);

  if (source.questions.length !== english.length)
    fail(`${source.questions.length} items, English has ${english.length}`);
  const texts = english.map((item, i) => {
    const q = source.questions[i];
    if (
      !q ||
      q.id !== item.id ||
      q.keyed !== item.keyed ||
      q.domain !== item.domain ||
      q.facet !== item.facet
    )
      fail(`item ${i + 1} differs from English in id, keying, domain or facet`);
    return clean(q?.text ?? '');
  });

  const overridden = new Set();
  for (const entry of override.items ?? []) {
    const index = english.findIndex((item) => item.id === entry.id);
    if (index < 0) fail(`override for unknown item ${entry.id}`);
    else if (clean(english[index].text) !== clean(entry.en))
      fail(
        `override for item ${index + 1} was written for "${entry.en}", English now says "${english[index].text}"`,
      );
    else {
      texts[index] = clean(entry.text);
      overridden.add(entry.id);
    }
  }

  if (source.plus.join('|') !== source.minus.join('|'))
    fail('reverse-keyed answer labels differ from the others');
  const labels = override.choices ? override.choices.map(clean) : source.plus;
  if (labels.length !== 5 || new Set(labels).size !== 5) fail('needs five distinct answer labels');

  if (lang !== 'en') {
    texts.forEach((text, i) => {
      if (text === clean(english[i].text)) fail(`item ${i + 1} is still in English: "${text}"`);
    });
    labels.forEach((label, i) => {
      if (label === englishLabels[i]) fail(`answer label ${i + 1} is still in English: "${label}"`);
    });
  }
  const seen = new Map();
  texts.forEach((text, i) => {
    if (!text) fail(`item ${i + 1} is empty`);
    const key = text.toLocaleLowerCase(lang);
    if (seen.has(key)) fail(`items ${seen.get(key) + 1} and ${i + 1} share the text "${text}"`);
    seen.set(key, i);
  });
  return {
    lang,
    items: texts,
    choices: labels,
    overriddenItems: overridden,
    overriddenChoices: !!override.choices,
    problems,
  };
}

const STATUSES = new Set(['ok', 'overridden']);
const SECOND_STATUSES = new Set(['ok', 'changed']);
/** Words that make an answer scale a frequency scale or a "don't know" option (back-translations). */
const FREQUENCY_WORDS = /\b(?:never|rarely|seldom|sometimes|often|usually|always|frequently)\b/i;
const UNSURE_WORDS =
  /\b(?:sure|unsure|certain|uncertain|know|undecided|ordinary|normal|average|so-so|medium|moderate|sometimes)\b/i;

/**
 * What is wrong with a language's review record, given the data as built (buildLanguage). A record
 * covers all 120 items in order and the five answer labels; for each it names the English text and
 * the exact text reviewed, an English back-translation, and a status: "ok" (the package's text
 * keeps the English item's meaning and keying direction) or "overridden" (our override replaces
 * it, with the reason). Any change upstream (English or translation) or in our override after the
 * review makes the record stale, and this says so.
 */
export function reviewProblems(
  root,
  lang,
  built,
  record = readReview(root, lang),
  english = englishItems(root),
) {
  const problems = [];
  const fail = (message) => problems.push(`${lang} review: ${message}`);
  if (!record) {
    fail(`no record (inventory/reviews/${lang}.json): every item must be reviewed`);
    return problems;
  }
  // The second, independent reading (a different reader): its verdict on every item and label,
  // made on the same texts as the record's (a text changed since has no second verdict).
  const reading = record.secondReading;
  if (!reading) fail('no second reading ("secondReading": reviewed, reviewer, method)');
  else {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(reading.reviewed ?? '')))
      fail('"secondReading.reviewed" must be the date of the second reading (YYYY-MM-DD)');
    if (!clean(reading.reviewer ?? '')) fail('"secondReading.reviewer" must say who read it');
    if (!clean(reading.method ?? '')) fail('"secondReading.method" must say how it was read');
    if (clean(reading.reviewer ?? '') && clean(reading.reviewer) === clean(record.reviewer ?? ''))
      fail('the second reading must be by another reader than the first');
  }
  const secondProblem = (verdict, where) => {
    if (!verdict) return fail(`${where}: no second reading`);
    if (!SECOND_STATUSES.has(verdict.status))
      fail(`${where}: second reading must be "ok" or "changed"`);
    if (verdict.status === 'changed' && !clean(verdict.note ?? ''))
      fail(`${where}: a change in the second reading needs a note`);
  };
  if (record.language !== lang) fail(`record is for "${record.language}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(record.reviewed ?? '')))
    fail('"reviewed" must be the date of the review (YYYY-MM-DD)');
  if (!clean(record.reviewer ?? '')) fail('"reviewer" must say who reviewed it');

  const items = Array.isArray(record.items) ? record.items : [];
  if (items.length !== english.length)
    fail(`has ${items.length} item records, the questionnaire has ${english.length}`);
  english.forEach((source, i) => {
    const entry = items[i];
    const where = `item ${i + 1} ("${source.text}")`;
    if (!entry) return fail(`${where} has no record`);
    if (entry.id !== source.id || entry.num !== i + 1)
      return fail(`${where}: record ${i + 1} is for item ${entry.num} (${entry.id})`);
    if (entry.keyed !== source.keyed)
      fail(`${where}: record says keyed ${entry.keyed}, the item is keyed ${source.keyed}`);
    if (clean(entry.en ?? '') !== clean(source.text))
      fail(
        `${where}: reviewed against the English "${entry.en}"; the English changed, review it again`,
      );
    if (clean(entry.text ?? '') !== built.items[i])
      fail(
        `${where}: reviewed text "${entry.text}" is not the text visitors get ("${built.items[i]}"); review it again`,
      );
    if (!clean(entry.back ?? '')) fail(`${where}: no back-translation`);
    if (!STATUSES.has(entry.status)) fail(`${where}: status must be "ok" or "overridden"`);
    const overridden = built.overriddenItems.has(source.id);
    if (entry.status === 'ok' && overridden)
      fail(`${where}: record says "ok" but inventory/overrides/${lang}.json replaces it`);
    if (entry.status === 'overridden' && !overridden)
      fail(`${where}: record says "overridden" but there is no override for it`);
    if (entry.status === 'overridden' && !clean(entry.reason ?? ''))
      fail(`${where}: an overridden item needs a reason`);
    secondProblem(entry.second, where);
  });

  const choices = record.choices;
  if (!choices || !Array.isArray(choices.labels) || !Array.isArray(choices.back)) {
    fail('no record of the five answer labels');
    return problems;
  }
  if (choices.labels.map(clean).join('|') !== built.choices.join('|'))
    fail(
      `answer labels reviewed (${choices.labels.join(' / ')}) are not those visitors get (${built.choices.join(' / ')})`,
    );
  if (choices.back.length !== 5 || choices.back.some((b) => !clean(b)))
    fail('each answer label needs a back-translation');
  choices.back.forEach((back, i) => {
    if (FREQUENCY_WORDS.test(back))
      fail(`answer label ${i + 1} ("${back}") is a frequency, not an accuracy label`);
  });
  if (choices.back[2] && UNSURE_WORDS.test(choices.back[2]))
    fail(`the middle answer ("${choices.back[2]}") must be neutral, not "not sure"`);
  if (!STATUSES.has(choices.status)) fail('answer labels: status must be "ok" or "overridden"');
  if (choices.status === 'ok' && built.overriddenChoices)
    fail(`answer labels: record says "ok" but inventory/overrides/${lang}.json replaces them`);
  if (choices.status === 'overridden' && !built.overriddenChoices)
    fail('answer labels: record says "overridden" but there is no override for them');
  if (choices.status === 'overridden' && !clean(choices.reason ?? ''))
    fail('answer labels: overridden labels need a reason');
  secondProblem(choices.second, 'answer labels');
  return problems;
}
