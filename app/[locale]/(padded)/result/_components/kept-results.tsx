'use client';

import type { Messages } from 'next-intl';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import { keptResults, keptResultsSnapshot, subscribeToKeptResults } from '@/lib/result-storage';
import {
  changePair,
  keptRows,
  toKeptResultCheck,
  type KeptResultCheck,
  type KeptRow,
} from './kept-result-check';

/** Its texts: messages of the ResultChange namespace. */
export type KeptResultsStrings = Pick<
  Messages['ResultChange'],
  | 'listHeading'
  | 'listHelp'
  | 'listLegend'
  | 'listUnknownDate'
  | 'listOpen'
  | 'listDoubtful'
  | 'compareSubmit'
  | 'chooseTwo'
  | 'onlyOne'
  | 'takeAgain'
>;

async function checkAll(ids: string[]): Promise<Record<string, KeptResultCheck>> {
  const checks = await Promise.all(
    ids.map(async (id): Promise<[string, KeptResultCheck]> => {
      try {
        const response = await fetch(`/api/result/${id}`, {
          headers: { accept: 'application/json' },
        });
        const body: unknown = response.status === 200 ? await response.json() : null;
        return [id, toKeptResultCheck(response.status, body)];
      } catch {
        return [id, { state: 'unknown' }];
      }
    }),
  );
  return Object.fromEntries(checks);
}

/**
 * The results saved in this browser, newest first, each with its date and a link, and a form to
 * open the change view of two of them. Ids come from local storage (lib/result-storage.ts); dates,
 * and whether each still exists, from the API, since results kept before dates were noted have
 * none here. Renders nothing on the server or without kept results: the lookup form above works
 * without it.
 */
export function KeptResults({ locale, strings }: { locale: Locale; strings: KeptResultsStrings }) {
  const snapshot = useSyncExternalStore(subscribeToKeptResults, keptResultsSnapshot, () => null);
  const kept = useMemo(() => (snapshot === null ? [] : keptResults()), [snapshot]);
  const key = kept
    .map((k) => k.id)
    .sort()
    .join(',');
  const [checks, setChecks] = useState<Record<string, KeptResultCheck> | null>(null);
  // One check per id when the page opens (and when another tab keeps a new result). Plain fetch,
  // not swr: this page is otherwise within a few kilobytes of the first-visit script budget, and
  // a result never changes, so there is nothing to revalidate. Earlier checks stay shown meanwhile.
  useEffect(() => {
    if (!key) return;
    let current = true;
    void checkAll(key.split(',')).then((found) => {
      if (current) setChecks(found);
    });
    return () => {
      current = false;
    };
  }, [key]);
  if (!checks) return null;
  const rows = keptRows(kept, checks);
  if (!rows.length) return null;
  return <KeptList locale={locale} rows={rows} strings={strings} />;
}

function KeptList({
  locale,
  rows,
  strings,
}: {
  locale: Locale;
  rows: KeptRow[];
  strings: KeptResultsStrings;
}) {
  const router = useRouter();
  const [error, setError] = useState(false);
  const id = useId();
  const date = new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const comparable = rows.length > 1;
  // The date labels the checkbox when there is one to choose; a single result has none.
  const Row = comparable ? 'label' : 'div';
  const list = (
    <ul className="flex flex-col divide-y divide-neutral-200 rounded-md border border-neutral-300">
      {rows.map((row, i) => (
        <li
          key={row.id}
          data-result={row.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2"
        >
          <Row className="flex min-h-11 min-w-0 flex-1 items-center gap-3" id={`${id}-${row.id}`}>
            {comparable ? (
              <input
                type="checkbox"
                name="compare"
                value={row.id}
                defaultChecked={i < 2}
                onChange={() => setError(false)}
                className="accent-secondary-dark h-5 w-5 shrink-0"
              />
            ) : null}
            <span className="flex flex-col">
              <span className="font-semibold">
                {row.date ? date.format(new Date(row.date)) : strings.listUnknownDate}
              </span>
              {row.handle || row.doubtful ? (
                <span className="text-sm text-neutral-700">
                  {[
                    row.handle ? `@${row.handle}` : null,
                    row.doubtful ? strings.listDoubtful : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              ) : null}
            </span>
          </Row>
          <a
            href={getPathname({ locale, href: `/result/${row.id}` })}
            aria-describedby={`${id}-${row.id}`}
            className="inline-flex min-h-11 items-center font-semibold"
          >
            {strings.listOpen}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 flex max-w-xl flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {strings.listHeading}
      </h2>
      {comparable ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = new FormData(event.currentTarget).getAll('compare').map(String);
            const pair = changePair(rows, chosen);
            if (!pair) return setError(true);
            router.push(`/result/${pair.earlier}/change/${pair.later}`);
          }}
        >
          <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-help`}>
            <legend className="sr-only">{strings.listLegend}</legend>
            <p id={`${id}-help`} className="text-neutral-700">
              {strings.listHelp}
            </p>
            {list}
          </fieldset>
          {error ? (
            <p role="alert" className="text-error font-semibold">
              {strings.chooseTwo}
            </p>
          ) : null}
          <p>
            <button type="submit" className="btn-primary">
              {strings.compareSubmit}
            </button>
          </p>
        </form>
      ) : (
        <>
          {list}
          <p className="text-neutral-700">
            {strings.onlyOne}{' '}
            <a href={getPathname({ locale, href: '/test' })} className="font-semibold">
              {strings.takeAgain}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
