// Writes the questionnaire data the site uses from the npm package @bigfive-org/questions:
//   inventory/generated/items.json            ids, keying, domain and facet of the 120 items (from English)
//   inventory/generated/keying.json           keying, domain and facet only, as three 120-letter strings:
//                                             what scoring needs, small enough for pages that score in the
//                                             browser (no ids: 36 random characters each do not compress)
//   inventory/generated/language-ids.json     the questionnaire languages' ids only (no names), for the
//                                             checks pages make in the browser
//   inventory/generated/lang/{id}.json        one small file per language: 120 texts in item order + 5 labels
//   inventory/generated/norms.json            inventory/norms.json checked and packed (scripts/norms.mjs)
// Our own corrections in inventory/overrides/{id}.json are applied on the way (scripts/questionnaire.mjs).
// Every language is checked (structure identical to English, nothing left in English, no duplicate texts);
// any failure stops the build, so a defect in the package cannot reach visitors. The item-by-item review
// records (inventory/reviews/) are checked by the unit tests, not here: a stale record must not stop an
// install. Runs on `npm install` (postinstall) and before builds.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packNorms } from './norms.mjs';
import { buildLanguage, englishItems, questionnaireLanguages } from './questionnaire.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'inventory', 'generated');

const built = questionnaireLanguages(root).map((language) => buildLanguage(root, language.id));
const problems = built.flatMap((data) => data.problems);
let norms;
try {
  norms = packNorms(JSON.parse(readFileSync(join(root, 'inventory', 'norms.json'), 'utf8')));
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
}
if (problems.length) {
  console.error(`Questionnaire data failed its checks:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
// Only after every check passed: a failed run leaves the previous files in place.
rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'lang'), { recursive: true });
const english = englishItems(root);
writeFileSync(
  join(outDir, 'items.json'),
  JSON.stringify(english.map(({ id, keyed, domain, facet }) => ({ id, keyed, domain, facet }))) +
    '\n',
);
writeFileSync(
  join(outDir, 'keying.json'),
  JSON.stringify({
    keyed: english.map(({ keyed }) => (keyed === 'plus' ? '+' : '-')).join(''),
    domain: english.map(({ domain }) => domain).join(''),
    facet: english.map(({ facet }) => String(facet)).join(''),
  }) + '\n',
);
writeFileSync(
  join(outDir, 'language-ids.json'),
  JSON.stringify(built.map(({ lang }) => lang)) + '\n',
);
writeFileSync(join(outDir, 'norms.json'), JSON.stringify(norms) + '\n');
for (const { lang, items, choices } of built)
  writeFileSync(
    join(outDir, 'lang', `${lang}.json`),
    JSON.stringify({ lang, items, choices }) + '\n',
  );
console.log(`Questionnaire data written for ${built.length} languages to inventory/generated/`);
