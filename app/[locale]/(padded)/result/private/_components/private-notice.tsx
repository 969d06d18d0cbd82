'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { useSnackbar } from '@/components/shell-provider';
import { useRouter } from '@/lib/i18n/navigation';
import type { PrivateResult } from '@/lib/results/private-link';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * What keeping a result only in its link means, and "store it after all": the request the test
 * would have sent, then the stored result's page. A failure is said and changes nothing: the
 * private link keeps working.
 */
export function PrivateNotice({ result }: { result: PrivateResult }) {
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
    </section>
  );
}
