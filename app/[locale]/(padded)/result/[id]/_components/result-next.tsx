import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { encodeCompareId, nameFromHandle } from '@/lib/compare/id';
import type { Locale } from '@/lib/i18n/locales';
import { ChangeLink } from './change-link';
import { OwnerAware } from './owner-aware';
import type { T } from './report-format';

/**
 * Where to go from a result: how to read it, comparing it with someone, for anyone but its owner
 * taking the test to see their own result beside it (the test opens the comparison of the two
 * once it is saved), and for its owner with another result in this browser, how their scores
 * changed between the two.
 */
export async function ResultNext({
  locale,
  id,
  handle,
  t,
}: {
  locale: Locale;
  id: string;
  handle: string | null;
  t: T;
}) {
  const { ResultSummary: summary } = await getMessages({ locale });
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
        <NextIntlClientProvider
          locale={locale}
          messages={{
            ResultSummary: {
              changeSince: summary.changeSince,
              changeSinceUndated: summary.changeSinceUndated,
            },
          }}
        >
          <ChangeLink id={id} className={link} />
        </NextIntlClientProvider>
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
