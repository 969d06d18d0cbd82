import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { DeleteStrings } from './delete-result';
import type { ShareStrings } from './share-bar';
import { SHARE_NETWORKS } from './share-icons';

const SHARE_KEYS = [
  'heading',
  'email',
  'emailSubject',
  'emailBody',
  'download',
  'copyLink',
  'linkCopied',
  'copyFailed',
  'share',
  'print',
] as const satisfies readonly (keyof ShareStrings)[];

const DELETE_KEYS = [
  'delete',
  'deleteConfirm',
  'deleting',
  'deleteFailed',
  'deleteConfirmButton',
  'deleteCancel',
] as const satisfies readonly (keyof DeleteStrings)[];

/** The texts of the share bar in a locale. */
export async function shareStrings(
  locale: Locale,
  overrides: Partial<ShareStrings> = {},
): Promise<ShareStrings> {
  const t = await getTranslations({ locale, namespace: 'ResultShare' });
  return {
    ...(Object.fromEntries(SHARE_KEYS.map((key) => [key, t(key)])) as Record<
      (typeof SHARE_KEYS)[number],
      string
    >),
    shareOn: Object.fromEntries(
      SHARE_NETWORKS.map((network) => [network, t('shareOn', { network })]),
    ) as ShareStrings['shareOn'],
    ...overrides,
  };
}

/** The texts of the owner's "delete this result" in a locale. */
export async function deleteStrings(locale: Locale): Promise<DeleteStrings> {
  const t = await getTranslations({ locale, namespace: 'ResultShare' });
  return {
    ...(Object.fromEntries(DELETE_KEYS.map((key) => [key, t(key)])) as Record<
      (typeof DELETE_KEYS)[number],
      string
    >),
    deletedHref: getPathname({ locale, href: '/result/deleted' }),
  };
}
