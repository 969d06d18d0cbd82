'use client';

import type { Messages } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import { parseResultInput, RESULT_ID_PATTERN } from '@/lib/results/id';

/** Its texts: the ResultLookup messages, with the API's "not found" and the check's "checking". */
export type ResultLookupStrings = Messages['ResultLookup'] &
  Pick<Messages['ApiErrors'], 'notFound'> &
  Pick<Messages['CompareBuilder'], 'checking'>;

/** Why a lookup sent without scripts led nowhere (/result/lookup), shown in the form. */
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

/** The id of the last result saved in this browser (local storage key `resultId`, lib/results/browser/kept.ts). */
function readLastResultId(): string | null {
  try {
    const stored = localStorage.getItem('resultId');
    return stored && RESULT_ID_PATTERN.test(stored) ? stored.toLowerCase() : null;
  } catch {
    return null; // storage blocked: no shortcut to show
  }
}

/**
 * A field for a result id or a pasted result link, and the visitor's own last result. Once the
 * page runs, a well-formed entry opens its result here (a malformed one is said without a round
 * trip, and an unknown one is said as it is typed, by LookupCheck). Before, the form is a plain
 * GET to /result/open, which redirects to the result or back to the form with the reason, so it
 * works at any moment.
 * Its length is the form's markup and its three outcomes (invalid, checking, not found).
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
  const router = useRouter();
  const [invalid, setInvalid] = useState(false);
  const lastId = useSyncExternalStore(subscribeToStorage, readLastResultId, () => null);
  const inputId = useId();
  const [typed, setTyped] = useState(outcome?.value ?? '');
  const error = invalid ? 'invalid' : outcome?.error;
  const typedId = parseResultInput(typed);

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <form
        action={getPathname({ locale, href: '/result/open' })}
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('result');
          const id = typeof value === 'string' ? parseResultInput(value) : null;
          if (id) router.push(`/result/${id}`);
          else setInvalid(true);
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
      </form>
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
