import * as z from 'zod/mini';
import { CANONICAL_RESULT_ID } from '../results/id';
import { NAME_MAX, NAME_PATTERN, normalizeName } from './name';
import type { CompareWith } from './with';
import type { ComparisonTarget } from './target';

/**
 * A comparison kept with a test (local storage, IndexedDB), as zod/mini schemas. Apart from
 * name.ts and with.ts, which the test's first paint loads: only code loaded later (a restored or
 * queued test) reads these.
 */

/** A name as a comparison accepts it (name.ts's rule). */
const nameSchema = z.string().check(z.minLength(1), z.maxLength(NAME_MAX), z.regex(NAME_PATTERN));
/** A stored name: the rule, and already tidied (a record that was changed is not trusted). */
const storedNameSchema = nameSchema.check(z.refine((name) => normalizeName(name) === name));

/** A stored `{ id, name }` of a test taken to be compared with someone. */
export const storedCompareWithSchema = z.object({
  id: z.string().check(z.regex(CANONICAL_RESULT_ID)),
  name: z.nullable(storedNameSchema),
}) satisfies z.ZodMiniType<CompareWith>;

/** A stored target (a queued test's): both names acceptable and different. */
export const comparisonTargetSchema = z
  .extend(storedCompareWithSchema, { other: storedNameSchema, me: storedNameSchema })
  .check(
    z.refine(
      (target) => target.other.toLocaleLowerCase() !== target.me.toLocaleLowerCase(),
      'names must differ',
    ),
  ) satisfies z.ZodMiniType<ComparisonTarget>;

export function parseStoredCompareWith(value: unknown): CompareWith | null {
  const parsed = storedCompareWithSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function parseComparisonTarget(value: unknown): ComparisonTarget | null {
  const parsed = comparisonTargetSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
