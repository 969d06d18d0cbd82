/**
 * One fast-check seed per test run, printed at the start, so that any property that fails can be
 * run again exactly: `FC_SEED=<seed> npm test` (or `npx jest`, `npx playwright test`). Global
 * setup of jest and Playwright (chooses and prints it, hands it to the workers through the
 * environment); `applyRunSeed()` applies it in each worker. A counterexample found once becomes a
 * fixed `examples` entry beside its property.
 */
import fc from 'fast-check';

const VARIABLE = 'FC_SEED';

function chosenSeed(): number {
  const given = Number.parseInt(process.env[VARIABLE] ?? '', 10);
  return Number.isSafeInteger(given) ? given : Math.floor(Math.random() * 2 ** 31);
}

/** Global setup: picks the run's seed (FC_SEED if set) and prints it. */
export default function chooseRunSeed(): void {
  const seed = chosenSeed();
  process.env[VARIABLE] = String(seed);
  console.log(`\nfast-check seed of this run: ${seed} (run again with ${VARIABLE}=${seed})`);
}

/** In a worker: every property of this run starts from the run's seed. */
export function applyRunSeed(): number {
  const seed = chosenSeed();
  process.env[VARIABLE] = String(seed);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
  return seed;
}
