'use client';

import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { deleteTokenFor } from '@/lib/results/browser/kept';

const noSubscription = () => () => undefined;

/**
 * Shows `owner` in the browser that saved result `id` (it alone holds its deletion key) and
 * `visitor` everywhere else, including the server's HTML: a shared link reads as the person's
 * result, and its owner sees "your" result once the page runs.
 */
export function OwnerAware({
  id,
  owner,
  visitor,
}: {
  id: string;
  owner: ReactNode;
  visitor: ReactNode;
}) {
  const isOwner = useSyncExternalStore(
    noSubscription,
    () => deleteTokenFor(id) !== null,
    () => false,
  );
  return isOwner ? owner : visitor;
}
