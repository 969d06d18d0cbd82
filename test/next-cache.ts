/**
 * `next/cache` in unit tests: outside a Next.js server there is no framework cache, so cached
 * functions simply run, and the tags a test's code expires are recorded for it to check. The real
 * caching is covered end to end (e2e/csp-and-caching.spec.ts).
 */
export const revalidatedTags: { tag: string; profile: unknown }[] = [];

export function cacheTag(...tags: string[]): void {
  void tags;
}

export function cacheLife(profile: unknown): void {
  void profile;
}

export function revalidateTag(tag: string, profile: unknown): void {
  revalidatedTags.push({ tag, profile });
}

export function revalidatePath(): void {}
