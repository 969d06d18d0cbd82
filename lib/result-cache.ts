/**
 * How long a result may be served from a cache after it was deleted: by another instance's
 * framework cache (`'use cache'`, cacheLife profile `result` in next.config.ts) and by shared HTTP
 * caches in front of the site (preview images say `s-maxage` of this). The instance that deletes
 * it drops it at once. The privacy page states this bound. Plain data: next.config.ts imports it.
 */
export const RESULT_CACHE_SECONDS = 60;

/** The cache tag of everything that shows a result (its data, previews, comparisons with it). */
export const resultTag = (id: string) => `result:${id.toLowerCase()}`;
