import { test as base } from '@playwright/test';
import { applyRunSeed } from '../test/fast-check-seed';

export { expect } from '@playwright/test';

// Every property of this run starts from the run's seed (printed by the global setup).
applyRunSeed();

/** Playwright's own test; pages are used as a visitor would, with no waiting of our own. */
export const test = base;
