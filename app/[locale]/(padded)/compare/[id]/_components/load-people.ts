import 'server-only';
import type { Person } from '@/lib/compare/id';
import { getPublicResult } from '@/lib/results/server/service';
import type { ComparedPerson } from './comparison';

/** The results of a comparison's people (cached, lib/results/server/service.ts); deleted ones listed apart. */
export async function loadPeople(
  list: Person[],
): Promise<{ people: ComparedPerson[]; missing: string[] }> {
  const results = await Promise.all(list.map((person) => getPublicResult(person.id)));
  const people: ComparedPerson[] = [];
  const missing: string[] = [];
  list.forEach((person, i) => {
    const result = results[i];
    if (result) people.push({ name: person.name, result });
    else missing.push(person.name);
  });
  return { people, missing };
}
