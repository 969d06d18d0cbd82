import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { PublicResult } from '@/lib/results/public-result';
import { QualityPanel, type QualityT } from './quality-panel';

type Quality = NonNullable<PublicResult['quality']>;

async function messagesOf(locale: Locale) {
  return (await import(`@/messages/${locale}.json`)).default;
}

/** A hurried profile: `seconds` per statement on average, said as a reason and as an indicator. */
function hurried(seconds: number): Quality {
  return {
    verdict: 'doubtful',
    reasons: [{ kind: 'fast', secondsPerItem: seconds }],
    indicators: {
      longestRuns: { 1: 1, 2: 1, 3: 2, 4: 1, 5: 1 },
      secondsPerItem: seconds,
      fastPages: null,
      pages: null,
      inconsistency: 0.4,
      neutralShare: 0.2,
    },
  };
}

async function renderPanel(locale: Locale, seconds: number) {
  const t = createTranslator({
    locale,
    messages: await messagesOf(locale),
    namespace: 'AnswerQuality',
  }) as unknown as QualityT;
  return render(<QualityPanel quality={hurried(seconds)} locale={locale} t={t} />);
}

describe('the time per statement in the answer-quality panel', () => {
  // The unit agrees with the number ("1 second", "1.5 seconds"), in the locale's number format.
  it.each([
    ['en', 1, 'About 1 second was spent per statement', 'Time per statement: 1 second on average'],
    [
      'en',
      1.04,
      'About 1 second was spent per statement',
      'Time per statement: 1 second on average',
    ],
    [
      'en',
      1.46,
      'About 1.5 seconds were spent per statement',
      'Time per statement: 1.5 seconds on average',
    ],
    ['de', 1, 'Pro Aussage wurde etwa 1 Sekunde gebraucht', 'durchschnittlich 1 Sekunde'],
    ['de', 1.5, 'Pro Aussage wurden etwa 1,5 Sekunden gebraucht', 'durchschnittlich 1,5 Sekunden'],
    ['fr', 1.5, 'Environ 1,5 seconde a été consacrée', 'Temps par affirmation : 1,5 seconde'],
    ['es', 1, 'Se dedicó alrededor de 1 segundo', 'Tiempo por afirmación: 1 segundo de media'],
    ['ar', 1, 'نحو ثانية واحدة', 'الوقت لكل عبارة: ثانية واحدة في المتوسط'],
    ['ar', 1.5, 'نحو 1.5 ثانية', 'الوقت لكل عبارة: 1.5 ثانية في المتوسط'],
    ['ru', 1.5, 'около 1,5 с', 'в среднем 1,5 с'],
  ] as const)('%s, %d s', async (locale, seconds, reason, indicator) => {
    await renderPanel(locale, seconds);
    expect(screen.getByText(reason, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(indicator, { exact: false })).toBeInTheDocument();
  });

  it.each(locales)('%s says every duration without a placeholder left', async (locale) => {
    for (const seconds of [0.5, 1, 1.5, 2, 3, 5, 11, 21, 100]) {
      const { container, unmount } = await renderPanel(locale, seconds);
      expect(container.textContent).not.toMatch(/[{}#]/);
      unmount();
    }
  });
});
