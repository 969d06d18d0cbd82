import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import type { ShareStrings } from './share-bar';

const KEYS = [
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
  'delete',
  'deleteConfirm',
  'deleting',
  'deleteFailed',
  'deleteConfirmButton',
  'deleteCancel',
] as const;

/** The texts of the share bar in a locale. */
export async function shareStrings(
  locale: Locale,
  overrides: Partial<ShareStrings> = {},
): Promise<ShareStrings> {
  const t = await getTranslations({ locale, namespace: 'ResultShare' });
  return {
    ...(Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Omit<
      ShareStrings,
      'shareOn' | 'deletedHref'
    >),
    shareOn: t.raw('shareOn') as string,
    deletedHref: localizePath(locale, '/result/deleted'),
    ...overrides,
  };
}
