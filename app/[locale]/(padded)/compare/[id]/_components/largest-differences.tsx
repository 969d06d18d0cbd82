import type { getTranslations } from 'next-intl/server';
import type { ComparedPerson } from './comparison';
import { largestDifferences } from './differences';

type T = Awaited<ReturnType<typeof getTranslations<'CompareView'>>>;

/**
 * Where the people compared are furthest apart, in a sentence each (largest gap first), counting
 * only differences larger than measurement error; when there are none, it says so.
 */
export function LargestDifferences({
  people,
  domainName,
  t,
}: {
  people: ComparedPerson[];
  domainName: (domain: ComparedPerson['result']['domains'][number]['domain']) => string;
  t: T;
}) {
  const differences = largestDifferences(people.map((person) => person.result));
  return (
    <section aria-labelledby="differences-title" className="flex flex-col gap-3">
      <h2 id="differences-title" className="text-2xl font-bold">
        {t('differencesTitle')}
      </h2>
      <p className="max-w-prose text-sm text-neutral-700">{t('differencesRule')}</p>
      {differences.length ? (
        <ul className="flex max-w-prose list-disc flex-col gap-2 ps-6" data-differences>
          {differences.map((difference, i) => (
            <li key={difference.domain} data-difference={difference.domain}>
              {t(i === 0 ? 'differenceMost' : 'differenceAlso', {
                high: people[difference.high]!.name,
                low: people[difference.low]!.name,
                domain: domainName(difference.domain),
                highValue: difference.highValue,
                lowValue: difference.lowValue,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="max-w-prose" data-differences>
          {t('withinError')}
        </p>
      )}
    </section>
  );
}
