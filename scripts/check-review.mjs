// A reviewer's tool for the questionnaire translations (see docs/reviewing.md).
//   npm run review -- de fr        checks the languages' data and review records, prints what fails
//   npm run review -- --all        the same for every language
//   npm run review -- --draft de   writes inventory/reviews/de.json for a new review: the English and the
//                                  current text of every item and answer label, keeping the back-translation,
//                                  status and reason of every entry whose texts have not changed since
//   npm run review -- --fill de F  copies a reviewer's notes into the record: F has one line per item,
//                                  `num<TAB>back-translation<TAB>ok|overridden<TAB>reason`, and lines
//                                  `choices<TAB>b1|b2|b3|b4|b5<TAB>ok|overridden<TAB>reason` for the labels
//   npm run review -- --second de F  copies a second, independent reader's verdicts into the record:
//                                  `num<TAB>ok|changed<TAB>note` per item, `choices<TAB>ok|changed<TAB>note`
// Reads only; writes nothing but the draft record. Exit code 1 when anything fails.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildLanguage,
  clean,
  englishItems,
  questionnaireLanguages,
  readReview,
  reviewProblems,
} from './questionnaire.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const draft = args.includes('--draft');
const fillIndex = args.indexOf('--fill');
const fillFile = fillIndex >= 0 ? args[fillIndex + 2] : undefined;
if (fillIndex >= 0) args.splice(fillIndex + 2, 1);
const secondIndex = args.indexOf('--second');
const secondFile = secondIndex >= 0 ? args[secondIndex + 2] : undefined;
if (secondIndex >= 0) args.splice(secondIndex + 2, 1);
const known = questionnaireLanguages(root).map((l) => l.id);
const langs = args.includes('--all') ? known : args.filter((a) => !a.startsWith('--'));
if (!langs.length) {
  console.error('Name the languages to check (or --all), e.g. npm run review -- de fr');
  process.exit(2);
}

function writeDraft(lang, built) {
  const old = readReview(root, lang);
  const oldById = new Map((old?.items ?? []).map((item) => [item.id, item]));
  const items = englishItems(root).map((source, i) => {
    const before = oldById.get(source.id);
    const unchanged =
      before && clean(before.en) === clean(source.text) && clean(before.text) === built.items[i];
    const status = built.overriddenItems.has(source.id) ? 'overridden' : 'ok';
    return {
      num: i + 1,
      id: source.id,
      keyed: source.keyed,
      en: source.text,
      text: built.items[i],
      back: unchanged ? before.back : '',
      status: unchanged ? before.status : status,
      ...(unchanged && before.reason ? { reason: before.reason } : {}),
      ...(unchanged && before.second ? { second: before.second } : {}),
    };
  });
  const sameLabels = old?.choices?.labels?.map(clean).join('|') === built.choices.join('|');
  const record = {
    language: lang,
    reviewed: old?.reviewed ?? '',
    reviewer: old?.reviewer ?? '',
    note: old?.note ?? '',
    ...(old?.secondReading ? { secondReading: old.secondReading } : {}),
    choices: {
      labels: built.choices,
      back: sameLabels ? old.choices.back : ['', '', '', '', ''],
      status: sameLabels ? old.choices.status : built.overriddenChoices ? 'overridden' : 'ok',
      ...(sameLabels && old.choices.reason ? { reason: old.choices.reason } : {}),
      ...(sameLabels && old.choices.second ? { second: old.choices.second } : {}),
    },
    items,
  };
  mkdirSync(join(root, 'inventory', 'reviews'), { recursive: true });
  writeFileSync(
    join(root, 'inventory', 'reviews', `${lang}.json`),
    JSON.stringify(record, null, 2) + '\n',
  );
  console.log(`${lang}: draft written to inventory/reviews/${lang}.json`);
}

function fill(lang, file) {
  const record = readReview(root, lang);
  if (!record) throw new Error(`${lang}: write a draft first (--draft)`);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const [key, back = '', status = '', reason = ''] = line.split('\t').map((part) => part.trim());
    const entry =
      key === 'choices' ? record.choices : record.items.find((item) => item.num === Number(key));
    if (!entry) throw new Error(`${lang}: no item ${key} (line "${line.slice(0, 60)}")`);
    if (key === 'choices') entry.back = back.split('|').map((part) => part.trim());
    else entry.back = back;
    entry.status = status;
    if (reason) entry.reason = reason;
    else delete entry.reason;
  }
  writeFileSync(
    join(root, 'inventory', 'reviews', `${lang}.json`),
    JSON.stringify(record, null, 2) + '\n',
  );
  console.log(`${lang}: notes from ${file} copied into inventory/reviews/${lang}.json`);
}

function second(lang, file) {
  const record = readReview(root, lang);
  if (!record) throw new Error(`${lang}: no record to add a second reading to`);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const [key, status = '', note = ''] = line.split('\t').map((part) => part.trim());
    const entry =
      key === 'choices' ? record.choices : record.items.find((item) => item.num === Number(key));
    if (!entry) throw new Error(`${lang}: no item ${key} (line "${line.slice(0, 60)}")`);
    entry.second = note ? { status, note } : { status };
  }
  writeFileSync(
    join(root, 'inventory', 'reviews', `${lang}.json`),
    JSON.stringify(record, null, 2) + '\n',
  );
  console.log(`${lang}: second reading from ${file} copied into inventory/reviews/${lang}.json`);
}

let failed = false;
for (const lang of langs) {
  if (!known.includes(lang)) {
    console.error(`${lang}: not a questionnaire language (inventory/languages.json)`);
    failed = true;
    continue;
  }
  const built = buildLanguage(root, lang);
  if (draft) writeDraft(lang, built);
  if (fillFile) fill(lang, fillFile);
  if (secondFile) second(lang, secondFile);
  const problems = [...built.problems, ...reviewProblems(root, lang, built)];
  if (problems.length) {
    failed = true;
    console.log(problems.join('\n'));
  } else console.log(`${lang}: data and review record pass every check`);
}
process.exit(failed ? 1 : 0);
