import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTypedBeforeHydration } from '@/components/use-typed-before-hydration';
import {
  parseStoredList,
  readStoredList,
  storeList,
  subscribeToStoredList,
} from '@/lib/compare/browser/list';
import {
  addPerson,
  MAX_PEOPLE,
  nameFromHandle,
  type Person,
  type PersonFieldError,
} from '@/lib/compare/id';
import { lastResultId } from '@/lib/results/browser/kept';
import { useResultChecks } from '@/lib/results/browser/use-result-checks';
import type { ResultCheck } from '@/lib/results/check';
import { parseResultInput } from '@/lib/results/id';

const noSubscription = () => () => undefined;

/** What the server read from the address: an edit link's list, or a form sent without scripts. */
export interface BuilderStart {
  people: Person[];
  /** The address carried a list (edit link, form): it wins over the one kept in the browser. */
  fromAddress: boolean;
  name: string;
  result: string;
  errors: { name?: PersonFieldError; result?: PersonFieldError };
  /** What the server already found of these results, by id. */
  checks: Record<string, ResultCheck>;
}

/**
 * The compare builder's state and what its buttons do: the list (from the address, else the one
 * kept in this browser, kept again on every change), the two fields, which person is being edited,
 * the errors to show, and the check of every result (the typed one and the listed ones).
 * Its length is the builder's actions, each a few lines, returned together.
 */
export function useCompareBuilder(start: BuilderStart) {
  const lastId = useSyncExternalStore(noSubscription, lastResultId, () => '');
  const stored = useSyncExternalStore(subscribeToStoredList, readStoredList, () => null);
  const restored = useMemo(() => parseStoredList(stored), [stored]);
  const [edited, setEdited] = useState<Person[] | null>(start.fromAddress ? start.people : null);
  const people = edited ?? restored;
  const [name, setName] = useState(start.name);
  const [result, setResult] = useState<string | null>(start.result || null);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<BuilderStart['errors']>(start.errors);
  const nameField = useRef<HTMLInputElement>(null);
  const resultField = useRef<HTMLInputElement>(null);

  // A list the address brought is the one to come back to after a reload.
  useEffect(() => {
    if (start.fromAddress) storeList(start.people);
  }, [start.fromAddress, start.people]);

  // Until the visitor types, the result field offers their own last result.
  const resultValue = result ?? (people.length === 0 ? lastId : '');
  const others = people.filter((_, i) => i !== editing);
  const typedId = parseResultInput(resultValue);
  const checkOf = useResultChecks([typedId, ...people.map((p) => p.id)], start.checks);
  const check = checkOf(typedId);
  const offered =
    check.state === 'found' && !name.trim() ? nameFromHandle(check.handle, others) : null;
  useTypedBeforeHydration(nameField, name, setName);
  useTypedBeforeHydration(resultField, resultValue, setResult);

  function setPeople(next: Person[]) {
    setEdited(next);
    storeList(next);
  }

  return {
    people,
    name,
    resultValue,
    editing,
    errors,
    check,
    checkOf,
    offered,
    full: others.length >= MAX_PEOPLE,
    nameField,
    resultField,
    typeName: setName,
    typeResult(value: string) {
      setResult(value);
      if (errors.result === 'resultNotFound') setErrors({ ...errors, result: undefined });
    },
    takeOffered() {
      if (!offered) return;
      setName(offered);
      setErrors({ ...errors, name: undefined });
    },
    add(event: React.FormEvent) {
      event.preventDefault();
      const next = addPerson(people, name.trim() ? name : (offered ?? name), resultValue, editing);
      if (!next.ok) return setErrors(next.errors);
      if (check.state === 'missing') return setErrors({ result: 'resultNotFound' });
      setErrors({});
      setPeople(next.people);
      setEditing(null);
      setName('');
      setResult('');
      nameField.current?.focus();
    },
    edit(index: number) {
      const person = people[index];
      if (!person) return;
      setEditing(index);
      setName(person.name);
      setResult(person.id);
      setErrors({});
      nameField.current?.focus();
    },
    remove(index: number) {
      setPeople(people.filter((_, j) => j !== index));
      if (editing === index) setEditing(null);
    },
    clear() {
      setPeople([]);
      setEditing(null);
    },
  };
}
