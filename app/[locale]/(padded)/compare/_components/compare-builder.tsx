'use client';

import { AppLink } from '@/components/app-link';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTypedBeforeHydration } from '@/components/use-typed-before-hydration';
import {
  addPerson,
  encodeCompareId,
  MAX_PEOPLE,
  NAME_MAX,
  type Person,
  type PersonFieldError,
} from '@/lib/compare-id';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { RESULT_ID_PATTERN } from '@/lib/result-id';
import { RESULT_ID_KEY } from '@/lib/result-storage';

export interface CompareBuilderStrings {
  nameLabel: string;
  nameHint: string;
  resultLabel: string;
  resultHint: string;
  add: string;
  save: string;
  edit: string;
  remove: string;
  listHeading: string;
  empty: string;
  compare: string;
  needTwo: string;
  full: string;
  nameInvalid: string;
  nameTaken: string;
  resultInvalid: string;
  resultTaken: string;
}

const noSubscription = () => () => undefined;

function readLastResultId(): string {
  try {
    const id = localStorage.getItem(RESULT_ID_KEY);
    return id && RESULT_ID_PATTERN.test(id) ? id.toLowerCase() : '';
  } catch {
    return '';
  }
}

/** What the server read from the address: an edit link's list, or a form sent without scripts. */
export interface BuilderStart {
  people: Person[];
  name: string;
  result: string;
  errors: { name?: PersonFieldError; result?: PersonFieldError };
}

/**
 * Builds the list of people to compare: a name and a result id or link each, at least two, names
 * and results unique. "Compare" opens /compare/{id}, where the id encodes the list and can be
 * shared. The form is a plain GET to /compare carrying the list so far: before the page's scripts
 * run, the server adds the person (app/[locale]/(padded)/compare/page.tsx); after, it happens here.
 */
export function CompareBuilder({
  locale,
  strings,
  start,
}: {
  locale: Locale;
  strings: CompareBuilderStrings;
  start: BuilderStart;
}) {
  const formId = useId();
  const lastId = useSyncExternalStore(noSubscription, readLastResultId, () => '');
  const [people, setPeople] = useState<Person[]>(start.people);
  const [name, setName] = useState(start.name);
  const [result, setResult] = useState<string | null>(start.result || null);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<BuilderStart['errors']>(start.errors);

  // Until the visitor types, the result field offers their own last result.
  const resultValue = result ?? (people.length === 0 ? lastId : '');
  const others = people.filter((_, i) => i !== editing);
  const nameField = useRef<HTMLInputElement>(null);
  const resultField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(nameField, name, setName);
  useTypedBeforeHydration(resultField, resultValue, setResult);
  const full = others.length >= MAX_PEOPLE;

  function add(event: React.FormEvent) {
    event.preventDefault();
    const next = addPerson(people, name, resultValue, editing);
    if (!next.ok) return setErrors(next.errors);
    setErrors({});
    setPeople(next.people);
    setEditing(null);
    setName('');
    setResult('');
    document.getElementById(`${formId}-name`)?.focus();
  }

  const fieldError = (key: 'name' | 'result') =>
    errors[key] ? (
      <p id={`${formId}-${key}-error`} role="alert" className="text-error font-semibold">
        {strings[errors[key]]}
      </p>
    ) : null;

  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <form
        noValidate
        action={localizePath(locale, '/compare')}
        onSubmit={add}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="people" value={encodeCompareId(people)} />
        <input type="hidden" name="add" value="1" />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${formId}-name`} className="font-semibold">
            {strings.nameLabel}
          </label>
          <p id={`${formId}-name-hint`} className="text-sm text-neutral-700">
            {strings.nameHint}
          </p>
          <input
            ref={nameField}
            id={`${formId}-name`}
            name="name"
            className="field"
            value={name}
            maxLength={NAME_MAX + 10}
            autoComplete="off"
            aria-invalid={!!errors.name}
            aria-describedby={`${formId}-name-hint${errors.name ? ` ${formId}-name-error` : ''}`}
            onChange={(e) => setName(e.target.value)}
          />
          {fieldError('name')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${formId}-result`} className="font-semibold">
            {strings.resultLabel}
          </label>
          <p id={`${formId}-result-hint`} className="text-sm text-neutral-700">
            {strings.resultHint}
          </p>
          <input
            ref={resultField}
            id={`${formId}-result`}
            name="result"
            className="field"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={resultValue}
            aria-invalid={!!errors.result}
            aria-describedby={`${formId}-result-hint${errors.result ? ` ${formId}-result-error` : ''}`}
            onChange={(e) => setResult(e.target.value)}
          />
          {fieldError('result')}
        </div>
        <div>
          <button type="submit" className="btn btn-outline" disabled={full}>
            {editing === null ? strings.add : strings.save}
          </button>
          {full ? <p className="mt-2 text-sm text-neutral-700">{strings.full}</p> : null}
        </div>
      </form>

      <section aria-labelledby={`${formId}-list`} className="flex flex-col gap-3">
        <h2 id={`${formId}-list`} className="text-xl font-bold">
          {strings.listHeading}
        </h2>
        {people.length === 0 ? <p className="text-neutral-700">{strings.empty}</p> : null}
        <ul className="flex flex-col gap-2">
          {people.map((person, i) => (
            <li
              key={person.id}
              className="flex flex-wrap items-center gap-3 rounded-md border border-neutral-300 p-3"
            >
              <span className="font-semibold">{person.name}</span>
              <code dir="ltr" className="text-sm text-neutral-700">
                {person.id}
              </code>
              <span className="ms-auto flex gap-2">
                <button
                  type="button"
                  className="btn btn-outline min-h-10 px-3 py-1"
                  aria-label={`${strings.edit}: ${person.name}`}
                  onClick={() => {
                    setEditing(i);
                    setName(person.name);
                    setResult(person.id);
                    setErrors({});
                    document.getElementById(`${formId}-name`)?.focus();
                  }}
                >
                  {strings.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-outline min-h-10 px-3 py-1"
                  aria-label={`${strings.remove}: ${person.name}`}
                  onClick={() => {
                    setPeople(people.filter((_, j) => j !== i));
                    if (editing === i) setEditing(null);
                  }}
                >
                  {strings.remove}
                </button>
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          {people.length < 2 ? (
            <button
              type="button"
              className="btn btn-primary self-start"
              disabled
              aria-describedby={`${formId}-need-two`}
            >
              {strings.compare}
            </button>
          ) : (
            <AppLink
              href={localizePath(locale, `/compare/${encodeCompareId(people)}`)}
              className="btn btn-primary self-start"
              data-analytics-event="comparison-created"
            >
              {strings.compare}
            </AppLink>
          )}
          {people.length < 2 ? (
            <p id={`${formId}-need-two`} className="text-sm text-neutral-700">
              {strings.needTwo}
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
