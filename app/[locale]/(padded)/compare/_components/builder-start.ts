import 'server-only';
import { addPerson, nameFromHandle, peopleFromParam, type Person } from '@/lib/compare/id';
import type { ResultCheck } from '@/lib/results/check';
import { parseResultInput } from '@/lib/results/id';
import { getPublicResult } from '@/lib/results/server/service';
import type { BuilderStart } from './compare-builder';

/** The builder of a first visit: nobody listed, nothing typed. */
export const EMPTY_START: BuilderStart = {
  people: [],
  fromAddress: false,
  checks: {},
  name: '',
  result: '',
  errors: {},
};

const text = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.slice(0, 2000) : '';

/** What the browser's check would find (lib/results/check.ts), asked of the store directly. */
async function checkResult(id: string): Promise<ResultCheck> {
  try {
    const result = await getPublicResult(id);
    if (!result) return { state: 'missing' };
    const doubtful = result.invalid || result.quality?.verdict === 'doubtful';
    return { state: 'found', createdAt: result.createdAt, handle: result.handle, doubtful };
  } catch {
    return { state: 'unknown' };
  }
}

/**
 * Where the builder starts on /compare/edit: the list of an edit link (`?people=`), plus the
 * person of a form sent before the page's scripts ran (`&add=1&name=…&result=…`), added here as the
 * browser would: a result that does not exist is refused, and an empty name takes the result's
 * username. A link may also prefill the fields (`?result=…` from a result page) without adding.
 * What is known of the listed results goes to the builder, so it shows it at once.
 */
export async function builderStart(
  query: Record<string, string | string[] | undefined>,
): Promise<BuilderStart> {
  const people = peopleFromParam(text(query.people));
  const name = text(query.name);
  const result = text(query.result);
  const adding = Boolean(text(query.add));
  const fromAddress = adding || people.length > 0;
  const typedId = parseResultInput(result);
  const ids = [...new Set([...people.map((p) => p.id), ...(typedId ? [typedId] : [])])];
  const found = await Promise.all(ids.map(checkResult));
  const checks: BuilderStart['checks'] = {};
  ids.forEach((id, i) => {
    if (found[i]!.state !== 'unknown') checks[id] = found[i]!;
  });
  const start = (list: Person[], fields: Pick<BuilderStart, 'name' | 'result' | 'errors'>) => ({
    people: list,
    fromAddress,
    checks,
    ...fields,
  });
  if (!adding) return start(people, { name, result, errors: {} });
  const typed = typedId ? checks[typedId] : undefined;
  const handle = typed?.state === 'found' ? typed.handle : null;
  const offered = name.trim() ? name : (nameFromHandle(handle, people) ?? name);
  const next = addPerson(people, offered, result);
  if (!next.ok) return start(people, { name, result, errors: next.errors });
  if (typed?.state === 'missing')
    return start(people, { name, result, errors: { result: 'resultNotFound' } });
  return start(next.people, { name: '', result: '', errors: {} });
}
