// The review record of each interface locale's translation (README "Translations"):
// content/reviews/{locale}.json says who read the locale's messages, pages and result texts beside
// the English, how, what they changed and the words they settled on, and stamps every text as it
// was when read. A text added or changed after its review (in English or in the locale) has no
// matching stamp, and the unit test content/reviews.test.ts fails until someone reads it again.
//   npm run ui-review -- nl de     prints what is unreviewed in each record (exit code 1 if any)
//   npm run ui-review -- --all     the same for every locale but English
//   npm run ui-review -- --stamp nl   after reading them: records the current texts as reviewed,
//                                  keeping the rest of the record (creates a skeleton if none)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** UI locale codes, read from lib/i18n/locales.ts (the one list). */
export function uiLocales(root) {
  const source = readFileSync(join(root, 'lib', 'i18n', 'locales.ts'), 'utf8');
  const list = source.slice(source.indexOf('['), source.indexOf(']'));
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else if (Array.isArray(value))
      value.forEach((item, i) => flatten({ [i]: item }, `${prefix}${key}.`, out));
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

const json = (file) => JSON.parse(readFileSync(file, 'utf8'));
const stamp = (english, text) =>
  createHash('sha256').update(`${english}\u0000${text}`).digest('hex').slice(0, 12);

/** Every text a visitor reads in `locale`, beside its English: { messages, pages, results }. */
export function textsOf(root, locale) {
  const pair = (english, own) =>
    new Map([...own].filter(([key]) => english.has(key)).map(([k, v]) => [k, [english.get(k), v]]));
  const messages = pair(
    flatten(json(join(root, 'messages', 'en.json'))),
    flatten(json(join(root, 'messages', `${locale}.json`))),
  );
  const siteDir = (l) => join(root, 'content', 'site', l);
  const pageFiles = readdirSync(siteDir('en'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\\/g, '/'))
    .sort();
  const pages = new Map(
    pageFiles
      .filter((file) => existsSync(join(siteDir(locale), file)))
      .map((file) => [
        file,
        [
          readFileSync(join(siteDir('en'), file), 'utf8'),
          readFileSync(join(siteDir(locale), file), 'utf8'),
        ],
      ]),
  );
  // Our own translation where there is one, else what the build made of the result package's.
  const own = join(root, 'content', 'results', `${locale}.json`);
  const generated = (l) => join(root, 'inventory', 'generated', 'results', `${l}.json`);
  const source = existsSync(own) ? own : generated(locale);
  const results = existsSync(source)
    ? pair(flatten(json(generated('en'))), flatten(json(source)))
    : new Map();
  return { messages, pages, results };
}

const recordFile = (root, locale) => join(root, 'content', 'reviews', `${locale}.json`);

export function readRecord(root, locale) {
  const file = recordFile(root, locale);
  return existsSync(file) ? json(file) : null;
}

/** What is wrong with a locale's record: missing fields, and every text read since changed. */
export function recordProblems(root, locale) {
  const record = readRecord(root, locale);
  if (!record) return [`${locale}: no review record (content/reviews/${locale}.json)`];
  const problems = [];
  for (const field of ['reviewed', 'reviewer', 'method'])
    if (typeof record[field] !== 'string' || !record[field].trim())
      problems.push(`${locale}: the record has no "${field}"`);
  if (typeof record.confident !== 'boolean')
    problems.push(`${locale}: the record does not say whether its reviewer is "confident"`);
  const texts = textsOf(root, locale);
  for (const part of ['messages', 'pages', 'results'])
    for (const [key, [english, text]] of texts[part]) {
      const seen = record.stamps?.[part]?.[key];
      if (seen === undefined) problems.push(`${locale}: ${part} ${key} was never reviewed`);
      else if (seen !== stamp(english, text))
        problems.push(`${locale}: ${part} ${key} changed since its review`);
    }
  return problems;
}

/** Records the current texts as reviewed; the rest of the record stays as it is. */
export function stampRecord(root, locale) {
  const texts = textsOf(root, locale);
  const record = readRecord(root, locale) ?? {
    locale,
    reviewed: '',
    reviewer: '',
    method: '',
    confident: false,
    terms: {},
    changes: [],
    note: '',
  };
  record.stamps = Object.fromEntries(
    ['messages', 'pages', 'results'].map((part) => [
      part,
      Object.fromEntries(
        [...texts[part]].map(([key, [english, text]]) => [key, stamp(english, text)]),
      ),
    ]),
  );
  mkdirSync(dirname(recordFile(root, locale)), { recursive: true });
  writeFileSync(recordFile(root, locale), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(here, '..');
  const args = process.argv.slice(2);
  const all = uiLocales(root).filter((l) => l !== 'en');
  const named = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--stamp')) {
    for (const locale of named) {
      stampRecord(root, locale);
      console.log(`${locale}: stamped the current texts as reviewed`);
    }
    process.exit(0);
  }
  const locales = args.includes('--all') ? all : named;
  if (!locales.length) {
    console.error('Name the locales (or --all), e.g. npm run ui-review -- nl');
    process.exit(2);
  }
  let failed = false;
  for (const locale of locales) {
    const problems = recordProblems(root, locale);
    if (problems.length) failed = true;
    console.log(problems.length ? problems.slice(0, 40).join('\n') : `${locale}: reviewed`);
    if (problems.length > 40) console.log(`… and ${problems.length - 40} more`);
  }
  process.exit(failed ? 1 : 0);
}
