'use client';

import type { Messages } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import { ResultActions, type ResultActionStrings } from './result-actions';
import type { ShareNetwork } from './share-icons';

/** Its texts: messages of the ResultShare namespace, `shareOn` formatted for each network. */
export type ShareStrings = ResultActionStrings &
  Pick<Messages['ResultShare'], 'heading' | 'email' | 'emailSubject' | 'emailBody' | 'download'> & {
    shareOn: Record<ShareNetwork, string>;
  };

const noSubscription = () => () => undefined;

/**
 * The address to share as the visitor reached it: once the page runs, the browser's own origin
 * (the site may answer under several names, or under none that SITE_URL gives); in the HTML, and
 * so without script, `url` as the server wrote it from SITE_URL.
 */
function useVisitorUrl(url: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const { pathname, search, hash } = new URL(url);
      return `${window.location.origin}${pathname}${search}${hash}`;
    },
    () => url,
  );
}

/**
 * Sharing (and, for a stored result, its owner's actions): plain links, which work before and
 * without script, pointing at the address the visitor is on once the page runs.
 */
export function ShareBar({
  id,
  url,
  title,
  strings,
  icons,
  owner,
}: {
  /** A stored result (its JSON download); none for a comparison or a private result. */
  id?: string;
  /** The address from SITE_URL (canonical); shared under the browser's own origin. */
  url: string;
  title: string;
  strings: ShareStrings;
  /** The networks' marks (share-icons.tsx), drawn by a server component. */
  icons: Record<ShareNetwork, ReactNode>;
  /** The owner's actions on a stored result (delete-result.tsx), last in the row. */
  owner?: ReactNode;
}) {
  const shared = useVisitorUrl(url);
  const u = encodeURIComponent(shared);
  const networks = [
    {
      name: 'Facebook' as const,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: icons.Facebook,
    },
    {
      name: 'X' as const,
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
      icon: icons.X,
    },
    {
      name: 'LinkedIn' as const,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: icons.LinkedIn,
    },
  ];
  const mail = `mailto:?subject=${encodeURIComponent(strings.emailSubject)}&body=${encodeURIComponent(`${strings.emailBody}\n\n${shared}`)}`;
  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-3 print:hidden">
      <SectionHeading id="share-heading">{strings.heading}</SectionHeading>
      <div className="flex flex-wrap gap-2">
        {networks.map((network) => (
          <a
            key={network.name}
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            data-analytics-event="result-shared"
            className="btn btn-outline gap-2"
            aria-label={strings.shareOn[network.name]}
          >
            {network.icon}
            <span aria-hidden="true">{network.name}</span>
          </a>
        ))}
        <a href={mail} className="btn btn-outline" data-analytics-event="result-shared">
          {strings.email}
        </a>
        {id ? (
          <a
            href={`/api/result/${id}`}
            download={`big-five-${id}.json`}
            className="btn btn-outline"
          >
            {strings.download}
          </a>
        ) : null}
        <ResultActions url={shared} title={title} strings={strings} />
        {owner}
      </div>
    </section>
  );
}
