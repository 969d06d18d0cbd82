'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { encodeCompareId, type Person } from '@/lib/compare/id';
import type { ResultCheckState } from '@/lib/results/browser/use-result-checks';
import { PersonBadge } from './person-badge';

/**
 * A name or username isolated (U+2068…U+2069) for a translated sentence, so that a Latin name in a
 * right-to-left sentence, or the reverse, keeps its place and its punctuation.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/** What the check of the typed result found, under the result field. */
export function CheckText({ check }: { check: ResultCheckState }) {
  const t = useTranslations('CompareBuilder');
  if (check.state === 'checking') return <span className="text-neutral-700">{t('checking')}</span>;
  if (check.state === 'missing')
    return <span className="text-error font-semibold">{t('resultNotFound')}</span>;
  if (check.state !== 'found') return null;
  return (
    <span className="text-neutral-700">
      {check.handle ? t('resultFoundHandle', { handle: isolate(check.handle) }) : t('resultFound')}
    </span>
  );
}

export /** One listed person, with what the check of their result found. */
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
  const missing = check.state === 'missing';
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-md border p-3 ${missing ? 'border-error' : 'border-neutral-300'}`}
      data-check={check.state}
    >
      <PersonBadge index={index} format={number} />
      <span className="font-semibold wrap-anywhere">{person.name}</span>
      <code dir="ltr" className="text-sm break-all text-neutral-700">
        {person.id}
      </code>
      {check.state === 'found' && check.handle ? (
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

export /** "Compare" (a link once two people are listed) and "Remove everyone". */
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
