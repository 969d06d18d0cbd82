/**
 * Hostile input for the property-based suites (`*.fuzz.test.ts` and e2e/hostile-input.spec.ts):
 * strings with scripts, prototype keys, bidi controls, lone surrogates and other unicode edge
 * cases, and the checks every answer to such input must pass. Plain TypeScript (jest and
 * Playwright both import it).
 */
import fc from 'fast-check';

/** Keys that pollute an object's prototype when code copies them with plain assignment. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Markup and script payloads: none may ever reach a page as markup. */
export const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '<img src=x onerror="window.__hostile=1">',
  '</title><script>window.__hostile=1</script>',
  'javascript:alert(1)',
  '<iframe srcdoc="<script>alert(1)</script>">',
] as const;

/** Payloads that probe other interpreters a value may pass through. */
const OTHER_PAYLOADS = [
  "' OR 1=1 --",
  '"; DROP TABLE results; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%s%s%s%n',
  '{{7*7}}',
  '${7*7}',
  '{name}',
  '{count, plural, one {#} other {#}}',
  '<b>bold</b>',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x18',
  '',
  ' ',
] as const;

/**
 * Single characters that trip up parsers and renderers: controls, bidi overrides and isolates,
 * zero-width characters, the BOM, line and paragraph separators, combining marks, astral
 * characters and emoji sequences, and both halves of a surrogate pair on their own.
 */
export const EDGE_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u00ad',
  '\u0301',
  '\u034f',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '😀',
  '👩‍👩‍👧',
  '🇺🇳',
  '𝕏',
  '\u{10ffff}',
  'ﷺ',
  'ẞ',
  'İ',
  'ﬃ',
  'Ⅻ',
  '<',
  '>',
  '"',
  "'",
  '&',
  '\\',
  '/',
  '%',
  '#',
  '?',
  '\n',
  '\r',
  '\t',
] as const;

/** A string mixing edge characters with ordinary and arbitrary unicode ones. */
export function edgeString(maxLength = 40): fc.Arbitrary<string> {
  const unit = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_CHARACTERS) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  );
  return fc.array(unit, { maxLength }).map((parts) => parts.join(''));
}

/** Any hostile string: payloads, prototype keys, edge characters, arbitrary unicode. */
export function hostileString(maxLength = 40): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...SCRIPT_PAYLOADS, ...OTHER_PAYLOADS, ...PROTOTYPE_KEYS),
    edgeString(maxLength),
    fc.string({ unit: 'binary', maxLength }),
    fc
      .tuple(edgeString(8), fc.constantFrom(...SCRIPT_PAYLOADS), edgeString(8))
      .map((parts) => parts.join('')),
  );
}

/**
 * Arbitrary JSON-like values whose object keys are often prototype keys (as own properties, the way
 * JSON.parse creates them).
 */
export function hostileValue(maxDepth = 3): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileString(12));
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 0.5),
      hostileString(),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  })).value;
}

/**
 * JSON text with a prototype key at the top or nested, e.g. `{"__proto__":{"polluted":true}}`
 * (written by hand: JSON.stringify of an object literal would lose `__proto__`).
 */
export function pollutingJson(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...PROTOTYPE_KEYS),
      fc.constantFrom(
        '{"polluted":true}',
        '{"prototype":{"polluted":true}}',
        '{"__proto__":{"polluted":true}}',
        '"polluted"',
        '[{"polluted":true}]',
      ),
      fc.boolean(),
    )
    .map(([key, value, nested]) =>
      nested ? `{"answers":[{"${key}":${value}}],"${key}":${value}}` : `{"${key}":${value}}`,
    );
}

/** JSON nested `depth` levels deep, in arrays or objects. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Signs of a stack trace or an internal error leaking into an answer. */
const LEAK_PATTERNS = [
  /\bat \S+ \(\/|\bat \//,
  /\bat (?:async )?[\w$.<>]+ \([^)]*:\d+:\d+\)/,
  /node_modules/,
  /^\s*(?:Type|Range|Reference|Syntax)?Error: /m,
  /\.next\/server\//,
  /webpack-internal:/,
];

/** The first leak pattern the text matches, or undefined. */
export function stackTraceIn(text: string): string | undefined {
  return LEAK_PATTERNS.find((pattern) => pattern.test(text))?.source;
}

/** Everything Object.prototype has, to check it is the same after a run. */
export function prototypeSnapshot(): string {
  return JSON.stringify(
    Object.getOwnPropertyNames(Object.prototype)
      .sort()
      .map((name) => [name, typeof (Object.prototype as Record<string, unknown>)[name]]),
  );
}

/** Whether a fresh object carries anything a polluting payload sets. */
export function isPolluted(): boolean {
  const probe = {} as Record<string, unknown>;
  return (
    probe.polluted !== undefined ||
    Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')
  );
}
