// Writes the questionnaire data the site uses from the npm package @bigfive-org/questions:
//   inventory/generated/items.json            ids, keying, domain and facet of the 120 items (from English)
//   inventory/generated/lang/{id}.json        one small file per language: 120 texts in item order + 5 labels
// Our own corrections in inventory/overrides/{id}.json are applied on the way. Every language is checked
// (structure identical to English, nothing left in English, no duplicate texts); any failure stops the build,
// so a defect in the package cannot reach visitors. Runs on `npm install` (postinstall) and before builds.
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const packageData = join(dirname(require.resolve('@bigfive-org/questions/package.json')), 'data');
const outDir = join(root, 'inventory', 'generated');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** Trims and collapses the stray tabs, double spaces and line breaks some translations carry. */
const clean = (text) => String(text).replace(/\s+/g, ' ').trim();

const { languages } = readJson(join(root, 'inventory', 'languages.json'));
const english = readJson(join(packageData, 'en', 'questions.json'));
const englishLabels = require(join(packageData, 'en', 'choices.js')).plus.map((c) => clean(c.text));
const problems = [];

function buildLanguage(lang) {
  const questions = readJson(join(packageData, lang, 'questions.json'));
  const choices = require(join(packageData, lang, 'choices.js'));
  const overridePath = join(root, 'inventory', 'overrides', `${lang}.json`);
  const override = existsSync(overridePath) ? readJson(overridePath) : {};
  const fail = (message) => problems.push(`${lang}: ${message}`);

  if (questions.length !== english.length)
    fail(`${questions.length} items, English has ${english.length}`);
  const texts = english.map((item, i) => {
    const q = questions[i];
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

  for (const entry of override.items ?? []) {
    const index = english.findIndex((item) => item.id === entry.id);
    if (index < 0) fail(`override for unknown item ${entry.id}`);
    else if (clean(english[index].text) !== clean(entry.en))
      fail(
        `override for item ${index + 1} was written for "${entry.en}", English now says "${english[index].text}"`,
      );
    else texts[index] = clean(entry.text);
  }

  const plus = choices.plus.map((c) => clean(c.text));
  const minus = choices.minus.map((c) => clean(c.text));
  if (plus.join('|') !== minus.join('|'))
    fail('reverse-keyed answer labels differ from the others');
  const labels = override.choices ? override.choices.map(clean) : plus;
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
  return { lang, items: texts, choices: labels };
}

const built = languages.map((language) => buildLanguage(language.id));
if (problems.length) {
  console.error(`Questionnaire data failed its checks:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
// Only after every check passed: a failed run leaves the previous files in place.
rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'lang'), { recursive: true });
writeFileSync(
  join(outDir, 'items.json'),
  JSON.stringify(english.map(({ id, keyed, domain, facet }) => ({ id, keyed, domain, facet }))) +
    '\n',
);
for (const data of built)
  writeFileSync(join(outDir, 'lang', `${data.lang}.json`), JSON.stringify(data) + '\n');
console.log(`Questionnaire data written for ${built.length} languages to inventory/generated/`);
