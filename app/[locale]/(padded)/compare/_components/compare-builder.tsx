'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/app-link';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SectionHeading } from '@/components/ui/section-heading';
import { useTypedBeforeHydration } from '@/components/use-typed-before-hydration';
import {
  addPerson,
  encodeCompareId,
  MAX_PEOPLE,
  NAME_MAX,
  nameFromHandle,
  type Person,
  type PersonFieldError,
} from '@/lib/compare-id';
import {
  parseStoredList,
  readStoredList,
  storeList,
  subscribeToStoredList,
} from '@/lib/compare-list-storage';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { parseResultInput, RESULT_ID_PATTERN } from '@/lib/result-id';
import { RESULT_ID_KEY } from '@/lib/result-storage';
import { PersonBadge } from './person-badge';
import { resultCheckKey, type ResultCheck } from '@/lib/result-check';
import type { ResultCheckState } from '@/components/use-result-check';

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
  /** The address carried a list (edit link, form): it wins over the one kept in the browser. */
  fromAddress: boolean;
  name: string;
  result: string;
  errors: { name?: PersonFieldError; result?: PersonFieldError };
  /** What the server already knows of these results, by swr key (GET /api/result/{id}). */
  checks: Record<string, ResultCheck>;
}

/**
 * Builds the list of people to compare: a name and a result id or link each, at least two, names
 * and results unique, each result checked as it is added. "Compare" opens /compare/{id}, where the
 * id encodes the list and can be shared. The form is a plain GET to /compare carrying the list so
 * far: before the page's scripts run, the server adds the person (app/[locale]/(padded)/compare/
 * page.tsx); after, it happens here, and the list is kept in the browser across reloads.
 */
export function CompareBuilder({ locale, start }: { locale: Locale; start: BuilderStart }) {
  const t = useTranslations('CompareBuilder');
  const formId = useId();
  const lastId = useSyncExternalStore(noSubscription, readLastResultId, () => '');
  const stored = useSyncExternalStore(subscribeToStoredList, readStoredList, () => null);
  const restored = useMemo(() => parseStoredList(stored), [stored]);
  const [edited, setEdited] = useState<Person[] | null>(start.fromAddress ? start.people : null);
  const people = edited ?? restored;
  const [name, setName] = useState(start.name);
  const [result, setResult] = useState<string | null>(start.result || null);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<BuilderStart['errors']>(start.errors);
  const number = useMemo(() => new Intl.NumberFormat(localeTag(locale)).format, [locale]);

  // A list the address brought is the one to come back to after a reload.
  useEffect(() => {
    if (start.fromAddress) storeList(start.people);
  }, [start.fromAddress, start.people]);

  // Until the visitor types, the result field offers their own last result.
  const resultValue = result ?? (people.length === 0 ? lastId : '');
  const others = people.filter((_, i) => i !== editing);
  const typedId = parseResultInput(resultValue);
  const checkOf = useChecks(start.checks);
  const check = checkOf.state(typedId);
  const offered =
    check.state === 'done' && !name.trim() ? nameFromHandle(check.handle, others) : null;
  const nameField = useRef<HTMLInputElement>(null);
  const resultField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(nameField, name, setName);
  useTypedBeforeHydration(resultField, resultValue, setResult);
  const full = others.length >= MAX_PEOPLE;

  function setPeople(next: Person[]) {
    setEdited(next);
    storeList(next);
  }

  function add(event: React.FormEvent) {
    event.preventDefault();
    const next = addPerson(people, name.trim() ? name : (offered ?? name), resultValue, editing);
    if (!next.ok) return setErrors(next.errors);
    if (check.state === 'done' && !check.found) return setErrors({ result: 'resultNotFound' });
    setErrors({});
    setPeople(next.people);
    setEditing(null);
    setName('');
    setResult('');
    nameField.current?.focus();
  }

  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <form
        noValidate
        action={getPathname({ locale, href: '/compare/edit' })}
        onSubmit={add}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="people" value={encodeCompareId(people)} />
        <input type="hidden" name="add" value="1" />
        <Field
          id={`${formId}-name`}
          label={t('nameLabel')}
          hint={t('nameHint')}
          error={errors.name ? t(errors.name) : undefined}
          after={
            offered ? (
              <Button
                size="sm"
                className="self-start text-sm"
                onClick={() => {
                  setName(offered);
                  setErrors({ ...errors, name: undefined });
                }}
              >
                {t('useHandle', { name: isolate(offered) })}
              </Button>
            ) : null
          }
        >
          {(control) => (
            <input
              {...control}
              ref={nameField}
              name="name"
              className="field"
              value={name}
              maxLength={NAME_MAX + 10}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field
          id={`${formId}-result`}
          label={t('resultLabel')}
          hint={t('resultHint')}
          error={errors.result ? t(errors.result) : undefined}
          describedBy={`${formId}-result-check`}
          after={
            <p id={`${formId}-result-check`} aria-live="polite" className="text-sm">
              {errors.result ? null : <CheckText check={check} />}
            </p>
          }
        >
          {(control) => (
            <input
              {...control}
              ref={resultField}
              name="result"
              className="field"
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={resultValue}
              onChange={(e) => {
                setResult(e.target.value);
                if (errors.result === 'resultNotFound') setErrors({ ...errors, result: undefined });
              }}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={full}>
            {editing === null ? t('add') : t('save')}
          </Button>
          {full ? (
            <p className="mt-2 text-sm text-neutral-700">{t('full', { max: MAX_PEOPLE })}</p>
          ) : null}
        </div>
      </form>

      {checkOf.reporters([typedId, ...people.map((person) => person.id)])}
      <section aria-labelledby={`${formId}-list`} className="flex flex-col gap-3">
        <SectionHeading id={`${formId}-list`}>{t('listHeading')}</SectionHeading>
        {people.length === 0 ? <p className="text-neutral-700">{t('empty')}</p> : null}
        <ol className="flex flex-col gap-2">
          {people.map((person, i) => (
            <PersonRow
              key={person.id}
              person={person}
              check={checkOf.state(person.id)}
              index={i}
              number={number}
              onEdit={() => {
                setEditing(i);
                setName(person.name);
                setResult(person.id);
                setErrors({});
                nameField.current?.focus();
              }}
              onRemove={() => {
                setPeople(people.filter((_, j) => j !== i));
                if (editing === i) setEditing(null);
              }}
            />
          ))}
        </ol>
        <CompareActions
          people={people}
          noteId={`${formId}-need-two`}
          onClear={() => {
            setPeople([]);
            setEditing(null);
          }}
        />
      </section>
    </div>
  );
}

const CheckReporter = lazy(() =>
  import('./check-reporter').then((m) => ({ default: m.CheckReporter })),
);

/**
 * What the builder knows of each result id: what the server already knew (the address's people),
 * then what the checks in the browser find (check-reporter.tsx, with swr). The checks' code loads
 * once there is an id to check, after hydration, so an empty builder's first visit does without
 * swr (about 5 KB gzip: the page is at the first-visit budget's edge).
 */
function useChecks(known: Record<string, ResultCheck>) {
  const [found, setFound] = useState<Record<string, ResultCheckState>>({});
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const onCheck = useCallback(
    (id: string, check: ResultCheckState) => setFound((all) => ({ ...all, [id]: check })),
    [],
  );
  return {
    state(id: string | null): ResultCheckState {
      if (!id) return { state: 'idle' };
      const server = known[resultCheckKey(id)];
      // The server's answer stands until the browser's own check has one.
      const browser = found[id];
      if (browser && (browser.state !== 'checking' || !server)) return browser;
      return server ? { state: 'done', ...server } : { state: 'checking' };
    },
    reporters(ids: (string | null)[]) {
      if (!hydrated) return null;
      return [...new Set(ids.filter((id): id is string => id !== null))].map((id) => (
        <Suspense key={id} fallback={null}>
          <CheckReporter id={id} fallback={known} onCheck={onCheck} />
        </Suspense>
      ));
    },
  };
}

/**
 * A name or username isolated (U+2068…U+2069) for a translated sentence, so that a Latin name in a
 * right-to-left sentence, or the reverse, keeps its place and its punctuation.
 */
const isolate = (value: string) => `\u2068${value}\u2069`;

function CheckText({ check }: { check: ResultCheckState }) {
  const t = useTranslations('CompareBuilder');
  if (check.state === 'checking') return <span className="text-neutral-700">{t('checking')}</span>;
  if (check.state !== 'done') return null;
  if (!check.found) return <span className="text-error font-semibold">{t('resultNotFound')}</span>;
  return (
    <span className="text-neutral-700">
      {check.handle ? t('resultFoundHandle', { handle: isolate(check.handle) }) : t('resultFound')}
    </span>
  );
}

/** One listed person, with what the check of their result found. */
function PersonRow({
  person,
  check,
  index,
  number,
  onEdit,
  onRemove,
}: {
  person: Person;
  check: ResultCheckState;
  index: number;
  number: (value: number) => string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations('CompareBuilder');
  const missing = check.state === 'done' && !check.found;
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-md border p-3 ${missing ? 'border-error' : 'border-neutral-300'}`}
      data-check={check.state === 'done' ? (check.found ? 'found' : 'missing') : check.state}
    >
      <PersonBadge index={index} format={number} />
      <span className="font-semibold wrap-anywhere">{person.name}</span>
      <code dir="ltr" className="text-sm break-all text-neutral-700">
        {person.id}
      </code>
      {check.state === 'done' && check.handle ? (
        <span dir="ltr" className="text-sm text-neutral-700">
          @{check.handle}
        </span>
      ) : null}
      {missing ? (
        <span className="text-error text-sm font-semibold">{t('personNotFound')}</span>
      ) : null}
      {check.state === 'checking' ? (
        <span className="text-sm text-neutral-700">{t('checking')}</span>
      ) : null}
      <span className="ms-auto flex gap-2">
        <Button size="sm" aria-label={`${t('edit')}: ${person.name}`} onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button size="sm" aria-label={`${t('remove')}: ${person.name}`} onClick={onRemove}>
          {t('remove')}
        </Button>
      </span>
    </li>
  );
}

/** "Compare" (a link once two people are listed) and "Remove everyone". */
function CompareActions({
  people,
  noteId,
  onClear,
}: {
  people: Person[];
  noteId: string;
  onClear: () => void;
}) {
  const t = useTranslations('CompareBuilder');
  return (
    <>
      <div className="flex flex-wrap items-start gap-2">
        {people.length < 2 ? (
          <Button variant="primary" disabled aria-describedby={noteId}>
            {t('compare')}
          </Button>
        ) : (
          <AppLink
            href={`/compare/${encodeCompareId(people)}`}
            className={buttonClass({ variant: 'primary' })}
            data-analytics-event="comparison-created"
          >
            {t('compare')}
          </AppLink>
        )}
        {people.length > 1 ? <Button onClick={onClear}>{t('clear')}</Button> : null}
      </div>
      {people.length < 2 ? (
        <p id={noteId} className="text-sm text-neutral-700">
          {t('needTwo')}
        </p>
      ) : null}
    </>
  );
}
