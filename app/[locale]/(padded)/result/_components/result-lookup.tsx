'use client';

import type { Messages } from 'next-intl';
import Form from 'next/form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { parseResultInput, RESULT_ID_PATTERN } from '@/lib/result-id';

/** Its texts: the ResultLookup messages, with the API's "not found" and the check's "checking". */
export type ResultLookupStrings = Messages['ResultLookup'] &
  Pick<Messages['ApiErrors'], 'notFound'> &
  Pick<Messages['CompareBuilder'], 'checking'>;

/** What the server found for a submitted address (`/result?result=…`), shown in the form. */
export interface LookupOutcome {
  value: string;
  error: 'invalid' | 'notFound';
}

/**
 * Loaded once an id is typed, never on the first visit: swr costs about 8 KB gzip, and this page
 * is within a few kilobytes of the first-visit script budget.
 */
const LookupCheck = lazy(() => import('./lookup-check').then((m) => ({ default: m.LookupCheck })));

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The id of the last result saved in this browser (SPEC: local storage key resultId). */
function readLastResultId(): string | null {
  try {
    const stored = localStorage.getItem('resultId');
    return stored && RESULT_ID_PATTERN.test(stored) ? stored.toLowerCase() : null;
  } catch {
    return null; // storage blocked: no shortcut to show
  }
}

/**
 * A field for a result id or a pasted result link, and the visitor's own last result. The form is
 * a plain GET to /result (next/form: a client navigation once the page runs, a normal submission
 * before), where the server opens the result or says what is wrong, so it works at any moment.
 * A malformed entry is caught here without a round trip; a well-formed one is looked up as it is
 * typed (LookupCheck), so an unknown id is said before the form is sent.
 */
export function ResultLookup({
  locale,
  strings,
  outcome,
}: {
  locale: Locale;
  strings: ResultLookupStrings;
  outcome?: LookupOutcome;
}) {
  const [invalid, setInvalid] = useState(false);
  const lastId = useSyncExternalStore(subscribeToStorage, readLastResultId, () => null);
  const inputId = useId();
  const [typed, setTyped] = useState(outcome?.value ?? '');
  const error = invalid ? 'invalid' : outcome?.error;
  const typedId = parseResultInput(typed);

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <Form
        action={getPathname({ locale, href: '/result' })}
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          const value = new FormData(event.currentTarget).get('result');
          if (typeof value === 'string' && parseResultInput(value)) return;
          event.preventDefault();
          setInvalid(true);
        }}
      >
        <Field
          id={inputId}
          label={strings.label}
          hint={strings.hint}
          error={error ? (error === 'invalid' ? strings.invalid : strings.notFound) : undefined}
          className="flex flex-col gap-2"
          describedBy={`${inputId}-check`}
          after={
            <p id={`${inputId}-check`} aria-live="polite" className="text-sm">
              {typedId && !error ? (
                <Suspense>
                  <LookupCheck
                    id={typedId}
                    checking={strings.checking}
                    notFound={strings.notFound}
                  />
                </Suspense>
              ) : null}
            </p>
          }
        >
          {(control) => (
            <div className="flex flex-wrap gap-2">
              <input
                {...control}
                key={outcome?.value}
                name="result"
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                className="field min-w-0 flex-1"
                defaultValue={outcome?.value}
                onChange={(event) => {
                  setInvalid(false);
                  setTyped(event.target.value);
                }}
              />
              <Button type="submit" variant="primary">
                {strings.submit}
              </Button>
            </div>
          )}
        </Field>
      </Form>
      {lastId ? (
        <p>
          <a href={getPathname({ locale, href: `/result/${lastId}` })} className="font-semibold">
            {strings.lastResult}
          </a>
        </p>
      ) : null}
    </div>
  );
}
