'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { loadOnce } from './load-once';

/**
 * The code that writes a private result's link, loaded once the option is chosen (not before:
 * most visitors store their result).
 */
export const loadPrivateLink = loadOnce(() => import('./private-link'));

/**
 * "Don't store my answers", beside the button that submits the test: off by default, and what it
 * means in one line.
 */
export function PrivateChoice({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations('Test');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            onChange(event.target.checked);
            if (event.target.checked) void loadPrivateLink().catch(() => undefined);
          }}
          className="accent-secondary size-5 shrink-0"
        />
        {t('privateLabel')}
      </label>
      <p id={`${id}-hint`} className="max-w-prose ps-8 text-sm text-neutral-700">
        {t('privateHint')}
      </p>
    </div>
  );
}
