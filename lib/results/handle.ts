/** Social-media handle: optional "@", then 1-30 letters, digits, dots or underscores. */
export const HANDLE_PATTERN = /^@?[A-Za-z0-9_.]{1,30}$/;
export const HANDLE_MAX = 31;

/**
 * A typed handle as the API stores it (trimmed, without its "@"), or null when it is not one.
 * Plain code, no zod: the test form runs it in the browser. The API's schema
 * (lib/results/save-schema.ts) applies the same rule.
 */
export function parseHandle(value: string): string | null {
  const handle = value.trim();
  if (handle.length > HANDLE_MAX || !HANDLE_PATTERN.test(handle)) return null;
  return handle.replace(/^@/, '');
}
