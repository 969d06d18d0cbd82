// as: lib/lint-fixture.ts
// rule: import/no-restricted-paths
import sitemap from '../app/sitemap';

export const pages = sitemap;
