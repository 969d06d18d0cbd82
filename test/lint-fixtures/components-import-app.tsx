// as: components/lint-fixture.tsx
// rule: import/no-restricted-paths
import sitemap from '../app/sitemap';

export const pages = sitemap;
