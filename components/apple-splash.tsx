'use client';

import { useEffect } from 'react';

/**
 * iOS shows an apple-touch-startup-image while an app added to the home screen starts; it reads
 * the links from the page when the visitor adds it. There is one link per device and orientation
 * (30), which in every page's HTML would cost every visitor on every page about 2 KB (gzip) and a
 * quarter of a static page's throughput on the server. So they are added here, only in iOS
 * browsers (the only ones with `navigator.standalone`), from a chunk no one else downloads.
 */
export function AppleSplash() {
  useEffect(() => {
    if (!('standalone' in navigator)) return;
    void import('@/lib/pwa/assets').then(({ splashImages }) => {
      if (document.querySelector('link[rel="apple-touch-startup-image"]')) return;
      for (const { url, media } of splashImages()) {
        const link = document.createElement('link');
        link.rel = 'apple-touch-startup-image';
        link.href = url;
        link.media = media;
        document.head.append(link);
      }
    });
  }, []);
  return null;
}
