'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated, useTypedBeforeHydration } from '@/components/use-hydrated';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { parseResultInput, RESULT_ID_PATTERN } from '@/lib/result-id';

export interface ResultLookupStrings {
  label: string;
  hint: string;
  submit: string;
  invalid: string;
  lastResult: string;
}

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

/** A field for a result id or a pasted result link, and the visitor's own last result. */
export function ResultLookup({
  locale,
  strings,
}: {
  locale: Locale;
  strings: ResultLookupStrings;
}) {
  const router = useRouter();
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const lastId = useSyncExternalStore(subscribeToStorage, readLastResultId, () => null);
  const inputId = useId();
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, setValue);

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const id = parseResultInput(value);
          if (!id) return setError(true);
          router.push(localizePath(locale, `/result/${id}`));
        }}
      >
        <label htmlFor={inputId} className="font-semibold">
          {strings.label}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-neutral-700">
          {strings.hint}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={field}
            id={inputId}
            name="result"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            className="field min-w-0 flex-1"
            value={value}
            aria-invalid={error}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            onChange={(event) => {
              setValue(event.target.value);
              setError(false);
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={!hydrated}>
            {strings.submit}
          </button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-error font-semibold">
            {strings.invalid}
          </p>
        ) : null}
      </form>
      {lastId ? (
        <p>
          <a href={localizePath(locale, `/result/${lastId}`)} className="font-semibold">
            {strings.lastResult}
          </a>
        </p>
      ) : null}
    </div>
  );
}
