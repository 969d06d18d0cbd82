import type { OutgoingHttpHeaders } from 'node:http';

/** A page kept in memory by the front server, with its headers and encodings ready to send. */
export interface CachedPage {
  status: number;
  body: Buffer;
  /** The same body gzip-encoded, made once when the page is kept. */
  gzip: Buffer;
  etag: string;
  /** Headers ready to send with the plain body, with the gzip body, and with a 304. */
  identityHeaders: OutgoingHttpHeaders;
  gzipHeaders: OutgoingHttpHeaders;
  notModifiedHeaders: OutgoingHttpHeaders;
  /** Time (ms) after which the page is fetched from Next again. */
  expires: number;
  /** Result ids shown on the page: deleting one of them drops the page. */
  resultIds: readonly string[];
}

const size = (page: CachedPage) => page.body.length + page.gzip.length + 1024;

/**
 * Least-recently-used pages up to a total size, with an index from result id to the pages that
 * show that result (its result page in every locale, its preview image, comparisons with it).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly byResult = new Map<string, Set<string>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size() {
    return this.pages.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expires <= now) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage) {
    if (size(page) > this.maxBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += size(page);
    for (const id of page.resultIds) {
      let keys = this.byResult.get(id);
      if (!keys) this.byResult.set(id, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= size(page);
    for (const id of page.resultIds) {
      const keys = this.byResult.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byResult.delete(id);
    }
  }

  /** Drops every page showing this result. */
  dropResult(id: string) {
    for (const key of [...(this.byResult.get(id) ?? [])]) this.delete(key);
  }

  /** Drops every page that shows any result (when deletions can no longer be heard of). */
  dropAllResults() {
    for (const keys of [...this.byResult.values()]) for (const key of [...keys]) this.delete(key);
  }

  clear() {
    this.pages.clear();
    this.byResult.clear();
    this.bytes = 0;
  }
}
