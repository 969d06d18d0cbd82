'use client';

import type { Messages } from 'next-intl';
import { useId, useState } from 'react';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import type { KeptResult } from '@/lib/results/browser/kept';
import { useResultChecks } from '@/lib/results/browser/use-result-checks';
import { changePair, keptRows, type KeptRow } from './kept-result-check';

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

/**
 * The kept results once the API has said which still exist and when each was taken
 * (useResultChecks): results kept before dates were noted have none in this browser.
 */
export function CheckedKeptResults({
  locale,
  kept,
  strings,
}: {
  locale: Locale;
  kept: KeptResult[];
  strings: KeptResultsStrings;
}) {
  const checkOf = useResultChecks(kept.map((k) => k.id));
  // Shown once the checks answer: the dates and what still exists come from them.
  if (kept.every((k) => checkOf(k.id).state === 'checking')) return null;
  const rows = keptRows(kept, checkOf);
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
  const comparable = rows.length > 1;
  const list = (
    <ul className="flex flex-col divide-y divide-neutral-200 rounded-md border border-neutral-300">
      {rows.map((row, i) => (
        <KeptItem
          key={row.id}
          locale={locale}
          row={row}
          labelId={`${id}-${row.id}`}
          choice={comparable ? { checked: i < 2, onChange: () => setError(false) } : null}
          strings={strings}
        />
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

/** One kept result: its date (and username, and doubt), a link to it, and a box to choose it. */
function KeptItem({
  locale,
  row,
  labelId,
  choice,
  strings,
}: {
  locale: Locale;
  row: KeptRow;
  labelId: string;
  /** The checkbox to choose it for the change view; null when it is the only one. */
  choice: { checked: boolean; onChange: () => void } | null;
  strings: KeptResultsStrings;
}) {
  const date = new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  // The date labels the checkbox when there is one to choose; a single result has none.
  const Row = choice ? 'label' : 'div';
  const notes = [row.handle ? `@${row.handle}` : null, row.doubtful ? strings.listDoubtful : null];
  return (
    <li
      data-result={row.id}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2"
    >
      <Row className="flex min-h-11 min-w-0 flex-1 items-center gap-3" id={labelId}>
        {choice ? (
          <input
            type="checkbox"
            name="compare"
            value={row.id}
            defaultChecked={choice.checked}
            onChange={choice.onChange}
            className="accent-secondary-dark h-5 w-5 shrink-0"
          />
        ) : null}
        <span className="flex flex-col">
          <span className="font-semibold">
            {row.date ? date.format(new Date(row.date)) : strings.listUnknownDate}
          </span>
          {row.handle || row.doubtful ? (
            <span className="text-sm text-neutral-700">{notes.filter(Boolean).join(' · ')}</span>
          ) : null}
        </span>
      </Row>
      <a
        href={getPathname({ locale, href: `/result/${row.id}` })}
        aria-describedby={labelId}
        className="inline-flex min-h-11 items-center font-semibold"
      >
        {strings.listOpen}
      </a>
    </li>
  );
}
