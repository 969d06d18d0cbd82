'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { decodeCompareId } from '@/lib/compare/id';
import { isLocale, localeTag } from '@/lib/i18n/locales';
import { useResultChecks } from '@/lib/results/browser/use-result-checks';

/**
 * On the 404 of a comparison whose link is whole but whose results are gone (fewer than two still
 * exist): which people's results are no longer there, checked by the browser (a 404 page is not
 * given the address's params). Nothing for a link that does not decode.
 */
export function MissingPeople() {
  const t = useTranslations('CompareView');
  const locale = useLocale();
  const id = usePathname().split('/').pop() ?? '';
  const decoded = decodeCompareId(id);
  const people = decoded.ok ? decoded.people : [];
  const checkOf = useResultChecks(people.map((p) => p.id));
  const missing = people.filter((p) => checkOf(p.id).state === 'missing').map((p) => p.name);
  if (!missing.length) return null;
  const names = new Intl.ListFormat(isLocale(locale) ? localeTag(locale) : undefined, {
    type: 'conjunction',
  }).format(missing);
  return (
    <p role="note" className="bg-surface-muted mb-6 rounded-md p-3" data-missing>
      {t('gone', { names, count: missing.length })}
    </p>
  );
}
