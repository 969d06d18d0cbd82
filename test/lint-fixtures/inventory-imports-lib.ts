// as: inventory/lint-fixture.ts
// rule: import/no-restricted-paths
import { locales } from '../lib/i18n/locales';

export const count = locales.length;
