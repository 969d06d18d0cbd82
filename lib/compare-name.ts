/**
 * The rule for a person's name in a comparison, apart from the comparison id's encoding
 * (compare-id.ts): a test taken to be compared with someone (compare-with.ts) checks the name in
 * its first visit, which then does without the rest.
 */
export const NAME_MAX = 30;
/** Letters and combining marks of any script, with single spaces between words. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

/** Tidies a typed name: outer spaces removed, inner runs of spaces made one. */
export const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').normalize('NFC');
