/**
 * The rule for a person's name in a comparison,
 * apart from the comparison id's encoding (id.ts): a test taken to be compared with someone
 * (with.ts) checks the name in its first visit, which then does without the rest.
 *
 * Names as people write them: words of letters and combining marks in any script (with the
 * zero-width joiners Persian and Indic spellings need inside a word), joined by a space, a hyphen,
 * an apostrophe (' or ’), a period or a middle dot (· and the Japanese ・): Jean-Luc, O’Brien,
 * J. R. R., Gràcia·Lluís, ジョン・スミス. Nothing else: no digits (so no digits-only names), no
 * markup, quotes, controls or bidi controls, which are what could make a name more than a name
 * on a page that keeps its HTML (lib/http/content-security-policy.ts).
 */
export const NAME_MAX = 30;
const WORD = String.raw`\p{L}[\p{L}\p{M}\u200C\u200D]*`;
export const NAME_PATTERN = new RegExp(
  String.raw`^${WORD}(?:(?:[ \-'’·・]|\. ?)${WORD})*\.?$`,
  'u',
);

/** Tidies a typed name: outer spaces removed, inner runs of spaces made one. */
export const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').normalize('NFC');
