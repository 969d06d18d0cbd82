// as: lib/results/browser/lint-fixture.ts
// rule: import/no-restricted-paths
import { getResults } from '../server/service';

export const service = getResults;
