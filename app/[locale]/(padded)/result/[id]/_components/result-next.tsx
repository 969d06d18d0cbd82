import { AppLink } from '@/components/app-link';
import { encodeCompareId, nameFromHandle } from '@/lib/compare/id';
import { OwnerAware } from './owner-aware';
import type { T } from './report-format';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * Where to go from a result: how to read it, comparing it with someone, and for anyone but its
 * owner, taking the test to see their own result beside it (the test opens the comparison of the
 * two once it is saved).
 */
export function ResultNext({ id, handle, t }: { id: string; handle: string | null; t: T }) {
  const name = nameFromHandle(handle);
  const compareHref = name
    ? `/compare/edit?people=${encodeCompareId([{ name, id }])}`
    : `/compare/edit?result=${id}`;
  const testHref = `/test?compareWith=${id}${name ? `&name=${encodeURIComponent(name)}` : ''}`;
  const link = 'btn btn-outline justify-start text-start';
  return (
    <nav aria-labelledby="next-heading" className="no-print flex flex-col gap-3">
      <SectionHeading id="next-heading">{t('nextHeading')}</SectionHeading>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <OwnerAware
          id={id}
          owner={null}
          visitor={
            <li>
              <AppLink href={testHref} className="btn btn-primary">
                {name ? t('takeAndCompare', { name }) : t('takeAndCompareAnonymous')}
              </AppLink>
            </li>
          }
        />
        <li>
          <AppLink href={compareHref} className={link}>
            {t('compareWithSomeone')}
          </AppLink>
        </li>
        <li>
          <AppLink href="/articles/reading-your-result" className={link}>
            {t('readGuide')}
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
