/**
 * Limits of a saved test, in one place: the browser that builds a save, the private link that
 * carries one and the API that checks it all read them here. No imports, so any bundle can.
 */

/** Longest test kept as a plausible duration: a week, in seconds. */
export const MAX_ELAPSED_SECONDS = 7 * 24 * 3600;
/** Longest questionnaire-language id a save may name. */
export const MAX_LANG_LENGTH = 16;
/** Most answers a save may carry (twice the items: anything longer is not worth reading). */
export const MAX_ANSWERS = 240;
