import type { ReactNode } from 'react';
import { siFacebook, siX } from 'simple-icons';
import { BrandIcon, LinkedInIcon } from '@/components/brand-art';

export const SHARE_NETWORKS = ['Facebook', 'X', 'LinkedIn'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/**
 * The networks' marks for the share bar, drawn by server components and handed to it as elements:
 * a private result's share bar is drawn in the browser, whose script then carries no mark paths.
 */
export const shareIcons: Record<ShareNetwork, ReactNode> = {
  Facebook: <BrandIcon path={siFacebook.path} className="size-5" />,
  X: <BrandIcon path={siX.path} className="size-4" />,
  LinkedIn: <LinkedInIcon className="size-5" />,
};
