import type { getTranslations } from 'next-intl/server';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import type { PublicResult } from '@/lib/results/public-result';

type Quality = NonNullable<PublicResult['quality']>;
type QualityReason = Quality['reasons'][number];

export type QualityT = Awaited<ReturnType<typeof getTranslations<'AnswerQuality'>>>;

const TONE = {
  good: 'border-green-700 bg-green-50',
  someDoubts: 'border-amber-600 bg-amber-50',
  doubtful: 'border-red-700 bg-red-50',
} as const;

/**
 * Seconds to one decimal, as a number: the messages format it in the locale's digits and choose
 * the unit's form for it ("1 second", "1.5 seconds"; ICU plural).
 */
const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

function reasonText(t: QualityT, reason: QualityReason, locale: Locale): string {
  const percent = new Intl.NumberFormat(localeTag(locale), {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  switch (reason.kind) {
    case 'longRun':
      return t('longRun', { length: reason.length, limit: reason.limit });
    case 'fast':
      return t('fast', { seconds: tenths(reason.secondsPerItem) });
    case 'fastPages':
      return t('fastPages', { pages: reason.pages, of: reason.of });
    case 'inconsistent':
      return t('inconsistent');
    case 'neutral':
      return t('neutral', { share: percent.format(reason.share) });
  }
}

/**
 * "How much to trust this profile": a verdict from the answers and their timing
 * (inventory/answer-quality.ts), the reasons in plain words, what to do, and every indicator
 * behind it. It never hides the result; it explains it.
 */
export function QualityPanel({
  quality,
  locale,
  t,
}: {
  quality: Quality;
  locale: Locale;
  t: QualityT;
}) {
  const number = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(localeTag(locale), {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const { indicators } = quality;
  return (
    <section
      aria-labelledby="quality-heading"
      data-verdict={quality.verdict}
      className={`flex flex-col gap-2 rounded-lg border-s-4 p-4 ${TONE[quality.verdict]}`}
    >
      <h2 id="quality-heading" className="text-lg font-bold">
        {t('heading')}: {t(`verdict.${quality.verdict}`)}
      </h2>
      {quality.reasons.length ? (
        <ul className="list-disc ps-5">
          {quality.reasons.map((reason, i) => (
            <li key={i}>{reasonText(t, reason, locale)}</li>
          ))}
        </ul>
      ) : (
        // "Careful" only where the pace was checked: a result without its time claims no more.
        <p>{indicators.secondsPerItem === null ? t('goodTextUntimed') : t('goodText')}</p>
      )}
      {quality.verdict === 'good' ? null : <p className="font-semibold">{t('advice')}</p>}
      <details className="text-sm">
        <summary className="cursor-pointer">{t('checkedSummary')}</summary>
        <ul className="mt-2 flex flex-col gap-1 ps-1">
          <li>
            {t('checkedRuns', {
              runs: (['1', '2', '3', '4', '5'] as const)
                .map((choice) => indicators.longestRuns[choice] ?? 0)
                .join(' · '),
            })}
          </li>
          <li>
            {indicators.secondsPerItem === null
              ? t('checkedTimeUnknown')
              : t('checkedTime', { seconds: tenths(indicators.secondsPerItem) })}
          </li>
          <li>{t('checkedInconsistency', { index: number.format(indicators.inconsistency) })}</li>
          <li>{t('checkedNeutral', { share: percent.format(indicators.neutralShare) })}</li>
        </ul>
        <p className="mt-2">{t('checkedHow')}</p>
      </details>
    </section>
  );
}
