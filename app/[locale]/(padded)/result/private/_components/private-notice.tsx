'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { BusyButton } from '@/components/busy-button';
import { useSnackbar } from '@/components/shell-provider';
import { useRouter } from '@/lib/i18n/navigation';
import { tookPrivateResult } from '@/lib/results/browser/kept';
import type { PrivateResult } from '@/lib/results/private-link';
import { SectionHeading } from '@/components/ui/section-heading';

const noSubscription = () => () => undefined;

/**
 * What keeping a result only in its link means, and, in the browser where the test was taken,
 * "store it after all": the request the test would have sent, then the stored result's page. A
 * failure is said and changes nothing: the private link keeps working. Anyone else who opens the
 * link reads the result but cannot store it, which would make them its owner.
 */
export function PrivateNotice({ result, check }: { result: PrivateResult; check: string }) {
  const took = useSyncExternalStore(
    noSubscription,
    () => tookPrivateResult(check),
    () => false,
  );
  const t = useTranslations('PrivateResult');
  const apiErrors = useTranslations('ApiErrors');
  const router = useRouter();
  const showSnackbar = useSnackbar();
  const [storing, setStoring] = useState(false);

  async function store() {
    setStoring(true);
    const outcome = await import('./store-private')
      .then(({ storePrivateResult }) => storePrivateResult(result))
      .catch(() => ({ ok: false, code: 'network', retry: true }) as const);
    if (outcome.ok) {
      // In place of the private page, so that Back does not offer to store the same result twice.
      router.replace(`/result/${outcome.result.id}`);
      return;
    }
    setStoring(false);
    showSnackbar(apiErrors(outcome.code), 'error');
  }

  return (
    <section
      aria-labelledby="private-heading"
      className="bg-surface-muted flex flex-col gap-3 rounded-lg p-4 sm:p-6 print:hidden"
    >
      <SectionHeading id="private-heading">{t('keepHeading')}</SectionHeading>
      <p className="max-w-prose">{t('keepText')}</p>
      {took ? (
        <>
          <p className="max-w-prose">{t('storeText')}</p>
          <div>
            <BusyButton
              className="btn-primary"
              busy={storing}
              label={t('store')}
              busyLabel={t('storing')}
              onClick={() => void store()}
            />
          </div>
        </>
      ) : (
        <p className="max-w-prose text-neutral-700" data-testid="store-elsewhere">
          {t('storeElsewhere')}
        </p>
      )}
    </section>
  );
}
