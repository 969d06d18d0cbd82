'use client';

import { useEffect } from 'react';
import { enableAnalytics, trackEvent, type AnalyticsEventName } from '@/lib/analytics/track';

/**
 * Logs clicks on any element marked `data-analytics-event` (the footer's links, which stay server
 * markup) and, when the operator enabled it, starts the analytics vendor.
 */
export function Analytics({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (enabled) enableAnalytics();
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const name = target?.closest<HTMLElement>('[data-analytics-event]')?.dataset.analyticsEvent;
      if (name) trackEvent(name as AnalyticsEventName);
    }
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [enabled]);
  return null;
}
