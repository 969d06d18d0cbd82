// Checks the translation files of one interface locale before (or after) it is added to the locale
// list: `npm run check-locale -- nl`. The same rules the unit tests apply to every listed locale
// (messages/messages.test.ts, lib/content/server/pages.test.ts, scripts/build-result-texts.mjs), so a
// translator can see what is missing without building the site. Prints every problem; exits 1
// when there is one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishWordsIn } from './translation-rules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locale = process.argv[2];
if (!locale || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(locale)) {
  console.error('Usage: npm run check-locale -- <code>   (e.g. nl, zh-HK)');
  process.exit(2);
}
const problems = [];
const problem = (where, what) => problems.push(`${where}: ${what}`);
const read = (...parts) => readFileSync(join(root, ...parts), 'utf8');

function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}
// Each once: a plural repeats its arguments in every branch, and languages have one to six.
const tokens = (message) =>
  [
    ...new Set([
      ...[...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => `{${m[1]}}`),
      ...[...message.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]),
    ]),
  ].sort();
const words = (message) =>
  message
    .replace(/\{[^}]*\}|<\/?\w+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
function unbalancedQuotes(text) {
  const count = (chars) => [...text].filter((c) => chars.includes(c)).length;
  const found = [];
  if (/^['‘]|['’]$/.test(text)) found.push("'");
  if (count('"') % 2) found.push('"');
  if (count('„“”') % 2) found.push('„“”');
  for (const [open, close] of ['«»', '‹›', '「」', '『』'])
    if (count(open) !== count(close)) found.push(`${open}${close}`);
  return found;
}

// Messages
const messagesFile = join('messages', `${locale}.json`);
if (!existsSync(join(root, messagesFile))) problem(messagesFile, 'missing');
else {
  const english = flatten(JSON.parse(read('messages', 'en.json')));
  let own;
  try {
    own = flatten(JSON.parse(read(messagesFile)));
  } catch (error) {
    problem(messagesFile, `not valid JSON (${error.message})`);
  }
  if (own) {
    for (const key of english.keys()) if (!own.has(key)) problem(messagesFile, `missing ${key}`);
    for (const key of own.keys()) if (!english.has(key)) problem(messagesFile, `extra ${key}`);
    for (const [key, value] of own) {
      const en = english.get(key);
      if (en === undefined) continue;
      if (!value.trim() || value !== value.trim()) problem(messagesFile, `${key} empty or padded`);
      if (tokens(value).join() !== tokens(en).join())
        problem(messagesFile, `${key} placeholders/tags ${tokens(value)} instead of ${tokens(en)}`);
      if (unbalancedQuotes(value).length) problem(messagesFile, `${key} unpaired quotation marks`);
      if (value === en && words(value).length >= 3) problem(messagesFile, `${key} still English`);
    }
  }
}

// Information pages
const contentRoot = join(root, 'content', 'site');
const mdFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\\/g, '/'))
    .sort();
const visible = (source) =>
  source
    .replace(/^---[\s\S]*?---/, (front) => front.replace(/^\w+:/gm, ''))
    .split('\n')
    .filter((line) => !(/^[-*] .*\(\d{4}\)/.test(line) || /ipip\.ori\.org/.test(line)))
    .join('\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_[\]>-]/g, ' ');
const compact = ['ja', 'zh-Hans', 'zh-HK', 'ko'].includes(locale);
if (!existsSync(join(contentRoot, locale))) problem(`content/site/${locale}`, 'missing');
else {
  const english = mdFiles(join(contentRoot, 'en'));
  const own = mdFiles(join(contentRoot, locale));
  for (const file of english.filter((f) => !own.includes(f)))
    problem(`content/site/${locale}/${file}`, 'missing');
  for (const file of english.filter((f) => own.includes(f))) {
    const where = `content/site/${locale}/${file}`;
    const en = read('content', 'site', 'en', file);
    const text = read('content', 'site', locale, file);
    const count = (s, re) => s.match(re)?.length ?? 0;
    if (count(text, /^## /gm) !== count(en, /^## /gm))
      problem(where, `${count(text, /^## /gm)} '## ' sections, English has ${count(en, /^## /gm)}`);
    if (/^# /m.test(text)) problem(where, "a '# ' heading (pages start at '## ')");
    if (/<[a-z!/]/i.test(text)) problem(where, 'HTML in the Markdown');
    const links = (s) => [...s.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]).sort();
    if (links(text).join() !== links(en).join())
      problem(where, `site links ${links(text)} instead of ${links(en)}`);
    const refs = (s) => s.split('\n').filter((line) => /^- (?!\*\*).*\(\d{4}\)\. /.test(line));
    if (refs(text).join('\n') !== refs(en).join('\n'))
      problem(where, 'reference list lines differ from English (they stay exactly as in English)');
    const ratio = visible(text).replace(/\s+/g, '').length / visible(en).replace(/\s+/g, '').length;
    if (ratio < (compact ? 0.3 : 0.7))
      problem(where, `only ${Math.round(ratio * 100)}% of English`);
    const englishWords = englishWordsIn(visible(text), locale);
    if (englishWords.length > 3) problem(where, `English words left: ${englishWords.join(' ')}`);
    for (const paragraph of text.split(/\n\s*\n/)) {
      const body = paragraph.replace(/^---[\s\S]*?---\s*/, '').trim();
      if (unbalancedQuotes(body).length)
        problem(where, `unpaired quotes in: ${body.slice(0, 60)}…`);
    }
  }
}

// Result texts (our own translation, used when the result package lacks the language)
const resultsFile = join('content', 'results', `${locale}.json`);
const generatedEnglish = join(root, 'inventory', 'generated', 'results', 'en.json');
if (existsSync(join(root, resultsFile)) && existsSync(generatedEnglish)) {
  const en = JSON.parse(readFileSync(generatedEnglish, 'utf8'));
  const own = JSON.parse(read(resultsFile));
  const walk = (a, b, path) => {
    if (typeof a === 'string') {
      if (typeof b !== 'string' || !b.trim()) problem(resultsFile, `${path} missing or empty`);
      else if (a === b && a.length > 20) problem(resultsFile, `${path} still English`);
      return;
    }
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || b.length === 0) problem(resultsFile, `${path} missing paragraphs`);
      else b.forEach((p, i) => walk(a[Math.min(i, a.length - 1)], p, `${path}.${i}`));
      return;
    }
    for (const key of Object.keys(a)) walk(a[key], b?.[key], path ? `${path}.${key}` : key);
  };
  walk(en, own, '');
} else if (!existsSync(join(root, resultsFile)))
  console.log(
    `(no ${resultsFile}: the result package's own texts are used, if it has the language)`,
  );

if (problems.length) {
  console.log(problems.join('\n'));
  console.log(`\n${problems.length} problem(s) in ${locale}.`);
  process.exit(1);
}
console.log(`${locale}: messages, pages and result texts pass the checks.`);
