import { deferScripts } from './defer-scripts';

const A = '/_next/static/chunks/2he31a89o2g83.js';
const B = '/_next/static/chunks/turbopack-077hmtqrhcoji.js';
const C = '/_next/static/chunks/20hb-_8z6n668.js';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/_next/static/media/us.svg"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${C}"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  '<title>FAQ</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><p>Text</p></main>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  `<script src="${C}" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

/** The inline loader's body (the last script before </body>). */
function loaderOf(html: string) {
  const match = /<script>(\(function\(u\)[\s\S]*?)<\/script><\/body>/.exec(html);
  if (!match?.[1]) throw new Error('no loader');
  return match[1];
}

describe('deferScripts', () => {
  it('takes the build scripts and their preload hints out, and lists them in one loader', () => {
    const html = deferScripts(PAGE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toContain('as="script"');
    expect(loaderOf(html)).toContain(JSON.stringify([A, B, C]));
  });

  it('leaves everything else where it was', () => {
    const html = deferScripts(PAGE);
    for (const kept of [
      '<link rel="preload" as="image" href="/_next/static/media/us.svg"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<main><p>Text</p></main>',
    ])
      expect(html).toContain(kept);
  });

  it('changes nothing in a page without build scripts, or without a body end', () => {
    const plain = '<!DOCTYPE html><html><body><p>400</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    const cut = `<html><head><script src="${A}" async=""></script></head><body><p>`;
    expect(deferScripts(cut)).toBe(cut);
    // The error shell of notFound() has an empty body that only its scripts fill in.
    const shell = PAGE.replace('<html lang="en">', '<html id="__next_error__">');
    expect(deferScripts(shell)).toBe(shell);
    const foreign = '<script src="https://cdn.example/x.js" async=""></script></body>';
    expect(deferScripts(foreign)).toBe(foreign);
  });

  describe('the loader, in a browser', () => {
    const run = () => new Function(loaderOf(deferScripts(PAGE)))();
    const added = () =>
      [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);
    const all = [
      [A, true],
      [B, true],
      [C, true],
    ];
    let visibility: DocumentVisibilityState;
    let observed: (() => void) | undefined;
    let observing: unknown;

    /** A browser with the Paint Timing API (or without, when `paint` is false). */
    function browser({ paint }: { paint: boolean }) {
      observed = undefined;
      observing = undefined;
      class Observer {
        static supportedEntryTypes = paint ? ['mark', 'paint'] : ['mark'];
        constructor(callback: () => void) {
          observed = callback;
        }
        observe(options: unknown) {
          observing = options;
        }
        disconnect() {}
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true });
    }

    beforeEach(() => {
      jest.useFakeTimers();
      document.head.innerHTML = '';
      visibility = 'visible';
      jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('adds the scripts, async, once the browser reports its first paint, and only once', () => {
      browser({ paint: true });
      run();
      expect(observing).toEqual({ type: 'paint', buffered: true });
      jest.advanceTimersByTime(2000);
      expect(added()).toEqual([]);
      observed?.();
      expect(added()).toEqual(all);
      observed?.();
      jest.advanceTimersByTime(5000);
      expect(added()).toEqual(all);
    });

    it('without the Paint Timing API, adds them after a frame', () => {
      browser({ paint: false });
      let frame: FrameRequestCallback | undefined;
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frame = callback;
        return 1;
      });
      run();
      jest.advanceTimersByTime(100);
      expect(added()).toEqual([]);
      frame?.(0);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(all);
    });

    it('adds them at once in a hidden tab, which paints nothing', () => {
      browser({ paint: true });
      visibility = 'hidden';
      run();
      expect(added()).toEqual(all);
    });

    it('adds them after 3 s when no paint is reported', () => {
      browser({ paint: true });
      run();
      jest.advanceTimersByTime(2999);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(all);
    });
  });
});
