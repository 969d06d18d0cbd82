// Writes the result texts (domain and facet descriptions, level narratives) for every UI locale:
//   inventory/generated/results/{locale}.json
// Source: our own complete translation in content/results/{locale}.json when there is one (for the
// locales @bigfive-org/results lacks or has partly in English), otherwise the package's data with
// our corrections from content/results/{locale}.patch.json (English included). The
// package's texts carry <br /> tags and hard line breaks: they become plain paragraphs here, so no
// page ever renders package text as HTML. Every locale is checked (every domain, level and facet
// present and non-empty, nothing identical to English outside English); any failure stops the build.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAME_AS_ENGLISH } from './translation-rules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const packageData = join(
  dirname(require.resolve('@bigfive-org/results/package.json')),
  'lib',
  'data',
);
const outDir = join(root, 'inventory', 'generated', 'results');
const localesSource = readFileSync(join(root, 'lib', 'i18n', 'locales.ts'), 'utf8');
const locales = [
  ...localesSource
    .slice(localesSource.indexOf('['), localesSource.indexOf(']'))
    .matchAll(/'([^']+)'/g),
].map((m) => m[1]);

const DOMAIN_FILES = {
  N: 'neuroticism',
  E: 'extraversion',
  O: 'openness_to_experience',
  A: 'agreeableness',
  C: 'conscientiousness',
};
const LEVELS = ['low', 'neutral', 'high'];
const FACETS = ['1', '2', '3', '4', '5', '6'];
/** UI locale -> the package's language folder, where it has one. */
const PACKAGE_LANGUAGE = { pt: 'pt-br' };

const clean = (text) => String(text).replace(/\s+/g, ' ').trim();
const paragraphs = (text) =>
  String(text)
    .split(/<br\s*\/?>/i)
    .map((part) => clean(part.replace(/<[^>]*>/g, '')))
    .filter(Boolean);

function fromPackage(lang) {
  const out = {};
  for (const [domain, file] of Object.entries(DOMAIN_FILES)) {
    const data = require(join(packageData, lang, `${file}.js`));
    out[domain] = {
      title: clean(data.title),
      shortDescription: clean(data.shortDescription),
      description: paragraphs(data.description),
      results: Object.fromEntries(data.results.map((r) => [r.score, paragraphs(r.text)])),
      facets: Object.fromEntries(
        data.facets.map((f) => [
          String(f.facet),
          { title: clean(f.title), text: paragraphs(f.text) },
        ]),
      ),
    };
  }
  return out;
}

/** Deep merge of our corrections (content/results/{locale}.patch.json) into the package's texts. */
function patch(target, changes) {
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'note') continue;
    if (value && typeof value === 'object' && !Array.isArray(value))
      target[key] = patch(target[key] ?? {}, value);
    else target[key] = value;
  }
  return target;
}

function load(locale) {
  const own = join(root, 'content', 'results', `${locale}.json`);
  if (existsSync(own)) return { texts: JSON.parse(readFileSync(own, 'utf8')), source: 'own' };
  const lang = PACKAGE_LANGUAGE[locale] ?? locale;
  if (!existsSync(join(packageData, lang))) return { texts: null, source: 'missing' };
  const texts = fromPackage(lang);
  const fixes = join(root, 'content', 'results', `${locale}.patch.json`);
  if (existsSync(fixes)) patch(texts, JSON.parse(readFileSync(fixes, 'utf8')));
  return { texts, source: 'package' };
}

/** Every string of a text tree with its path, paragraphs cleaned. */
function strings(texts) {
  const out = [];
  for (const domain of Object.keys(DOMAIN_FILES)) {
    const d = texts?.[domain];
    out.push([`${domain}.title`, d?.title], [`${domain}.shortDescription`, d?.shortDescription]);
    (d?.description ?? [undefined]).forEach((p, i) => out.push([`${domain}.description.${i}`, p]));
    for (const level of LEVELS)
      (d?.results?.[level] ?? [undefined]).forEach((p, i) =>
        out.push([`${domain}.results.${level}.${i}`, p]),
      );
    for (const facet of FACETS) {
      out.push([`${domain}.facets.${facet}.title`, d?.facets?.[facet]?.title]);
      (d?.facets?.[facet]?.text ?? [undefined]).forEach((p, i) =>
        out.push([`${domain}.facets.${facet}.text.${i}`, p]),
      );
    }
  }
  return out;
}

const english = fromPackage('en');
const englishStrings = new Set(strings(english).map(([, value]) => value));
const problems = [];
const results = {};

for (const locale of locales) {
  // English goes through load() too, so that typos in the package's English have a patch file.
  const { texts, source } = load(locale);
  if (!texts) {
    problems.push(`${locale}: no result texts (add content/results/${locale}.json)`);
    continue;
  }
  for (const [path, value] of strings(texts)) {
    if (typeof value !== 'string' || clean(value) === '')
      problems.push(`${locale} (${source}): ${path} is missing or empty`);
    else if (
      locale !== 'en' &&
      englishStrings.has(clean(value)) &&
      !(SAME_AS_ENGLISH[locale] ?? []).includes(path)
    )
      problems.push(`${locale} (${source}): ${path} is still in English`);
  }
  results[locale] = texts;
}

if (problems.length) {
  console.error(
    `Result texts failed ${problems.length} checks:\n  ${problems.slice(0, 400).join('\n  ')}`,
  );
  if (problems.length > 400) console.error(`  … and ${problems.length - 400} more`);
  process.exit(1);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const [locale, texts] of Object.entries(results)) {
  const tidy = {};
  for (const domain of Object.keys(DOMAIN_FILES)) {
    const d = texts[domain];
    tidy[domain] = {
      title: clean(d.title),
      shortDescription: clean(d.shortDescription),
      description: d.description.map(clean),
      results: Object.fromEntries(LEVELS.map((level) => [level, d.results[level].map(clean)])),
      facets: Object.fromEntries(
        FACETS.map((f) => [
          f,
          { title: clean(d.facets[f].title), text: d.facets[f].text.map(clean) },
        ]),
      ),
    };
  }
  writeFileSync(join(outDir, `${locale}.json`), JSON.stringify(tidy));
}
console.log(
  `Result texts written for ${Object.keys(results).length} locales to inventory/generated/results/`,
);
