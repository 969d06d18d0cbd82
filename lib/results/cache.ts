/**
 * How long a deleted result can still be seen, and where. The instance that deletes it drops it at
 * once from every page, image and comparison (the tag below). Every other instance of the site
 * lets it go within RESULT_CACHE_SECONDS: its framework cache keeps a result's data, pages and
 * images that long at most (cacheLife profile `result` in next.config.ts; Next.js keeps no page
 * for less than five minutes). Shared caches in front of the site (a CDN, nginx) may keep a copy
 * they fetched just before for SHARED_CACHE_SECONDS more. The privacy page states the sum,
 * DELETION_BOUND_SECONDS. Plain data: next.config.ts imports it.
 */
export const RESULT_CACHE_SECONDS = 300;
export const SHARED_CACHE_SECONDS = 300;
export const DELETION_BOUND_SECONDS = RESULT_CACHE_SECONDS + SHARED_CACHE_SECONDS;

/** The cache tag of everything that shows a result (its data, previews, comparisons with it). */
export const resultTag = (id: string) => `result:${id.toLowerCase()}`;
