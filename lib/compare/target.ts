import { encodeCompareId } from './id';
import { parseCompareName, type CompareWith } from './with';

/** The two names the comparison shows, resolved in the interface's language. */
export interface ComparisonNames {
  other: string;
  me: string;
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The other person keeps the name the link gave, unless it is the visitor's own label ("Me" in
 * the interface's language), which a comparison could not tell apart: then both are the defaults,
 * which differ in every locale (checked by a test over the messages).
 */
export function comparisonNames(
  compareWith: CompareWith,
  labels: { me: string; friend: string },
): ComparisonNames {
  const me = parseCompareName(labels.me) ?? 'Me';
  const friend = parseCompareName(labels.friend) ?? 'Friend';
  const other = compareWith.name && !same(compareWith.name, me) ? compareWith.name : friend;
  return { other, me };
}

/** A test's comparison with its names resolved: what opens once the test is saved. */
export interface ComparisonTarget extends CompareWith, ComparisonNames {}

export function comparisonTarget(
  compareWith: CompareWith,
  labels: { me: string; friend: string },
): ComparisonTarget {
  return { ...compareWith, ...comparisonNames(compareWith, labels) };
}

/** The comparison's path (without locale prefix) once this visitor's result `ownId` is saved. */
export function comparisonPath(target: ComparisonTarget, ownId: string): string {
  return `/compare/${encodeCompareId([
    { name: target.other, id: target.id },
    { name: target.me, id: ownId },
  ])}`;
}
