// as: lib/lint-fixture.ts
// rule: import/no-restricted-paths
import { SiteFooter } from '../components/site-footer';

export const footer = SiteFooter;
