/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The layer rules of eslint.config.mjs fire: each file of test/lint-fixtures breaks one on
 * purpose, and is linted as if it sat where its first line (`// as: path`) says. ESLint runs in
 * its own process (its config is an ES module, which Jest's module system cannot load), once for
 * all fixtures.
 */
const root = path.join(__dirname, '..');
const fixtures = path.join(__dirname, 'lint-fixtures');

interface Fixture {
  file: string;
  as: string;
  rule: string;
}

function readFixtures(dir: string): Fixture[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): Fixture[] => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return readFixtures(full);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const [asLine, ruleLine] = fs.readFileSync(full, 'utf8').split('\n');
    const as = /^\/\/ as: (.+)$/.exec(asLine ?? '')?.[1];
    const rule = /^\/\/ rule: (.+)$/.exec(ruleLine ?? '')?.[1];
    if (!as || !rule) throw new Error(`${full}: first lines must be "// as:" and "// rule:"`);
    return [
      { file: path.relative(root, full), as: as === 'here' ? path.relative(root, full) : as, rule },
    ];
  });
}

const LINT = `
import fs from 'node:fs';
import { ESLint } from 'eslint';
const fixtures = JSON.parse(process.argv[1]);
// disableScc: the rule's precomputed components cannot hold a file that is not on disk (a
// fixture linted under another path); without them it walks the imports, with the same answer.
const eslint = new ESLint({
  ignore: false,
  overrideConfig: {
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
});
const found = {};
for (const { file, as } of fixtures) {
  const [result] = await eslint.lintText(fs.readFileSync(file, 'utf8'), { filePath: as });
  found[file] = result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}
process.stdout.write(JSON.stringify(found));
`;

describe('the layer rules', () => {
  const list = readFixtures(fixtures);
  let found: Record<string, { rule: string | null; message: string }[]>;

  beforeAll(() => {
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', LINT, JSON.stringify(list)],
      { cwd: root, encoding: 'utf8', timeout: 120_000 },
    );
    found = JSON.parse(out) as typeof found;
  }, 130_000);

  it('have a fixture for every rule that guards a layer', () => {
    expect(new Set(list.map((f) => f.rule))).toEqual(
      new Set(['import/no-restricted-paths', 'import/no-cycle', 'layers/client-imports-server']),
    );
  });

  it.each(list.map((f) => [f.file, f] as const))('fire on %s', (_, fixture) => {
    const rules = found[fixture.file]!.map((m) => m.rule);
    expect(rules).toContain(fixture.rule);
    // Nothing else is wrong with it: the fixture breaks exactly the rule it is for.
    expect(rules.filter((rule) => rule !== fixture.rule)).toEqual([]);
  });
});
