/**
 * Loads a page's script files after its first paint instead of beside its stylesheet.
 *
 * Next writes every chunk of a page as `<script src async>` (and one `<link rel=preload
 * as=script>`), so on a slow connection the ~150 KB of framework code competes with the stylesheet
 * for bandwidth, and on a slow phone the chunks that arrive before the first paint are run before
 * it: the page's text shows late although the server sent it complete. Server-rendered text needs
 * no script to be read, so the front server takes those tags out and adds one inline script that
 * adds the same scripts, with the same attributes, once the browser has painted. The page hydrates a moment later; what the visitor came
 * for shows first. Inline scripts (the page's data) and `nomodule` fallbacks are left as they are.
 */

/** `<script src=… async></script>` tags of the site's own build files. */
const ASYNC_SCRIPT =
  /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""(?: crossorigin="[^"]*")?><\/script>/g;
/** `<link rel="preload" as="script" …>` hints for those files. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/**
 * The loader, with the script addresses as a JSON array in place of `URLS`. It adds the scripts
 * when the browser reports its first paint (the Paint Timing API), or after a frame where that API
 * is missing; at once in a hidden tab, which paints nothing until it is shown; and after 3 s in any
 * case, so a page never stays without its scripts.
 */
const LOADER =
  '(function(u){var d;function l(){if(d)return;d=1;u.forEach(function(s){' +
  'var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}' +
  'if(document.visibilityState==="hidden")return l();setTimeout(l,3000);' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>-1){' +
  'var o=new PerformanceObserver(function(){o.disconnect();l()});' +
  'o.observe({type:"paint",buffered:true});return}}catch(x){}' +
  'requestAnimationFrame(function(){setTimeout(l,0)})})(URLS)';

/**
 * Next's error shell: `notFound()` and thrown errors answer an empty body that only the scripts
 * fill in (vercel/next.js#62228), so there the scripts must come as early as possible.
 */
const ERROR_SHELL = '<html id="__next_error__"';

/**
 * The page with its script files loaded after the first paint; unchanged when it has none, or
 * when it is an error shell whose body is empty until they run.
 */
export function deferScripts(html: string): string {
  if (html.startsWith(ERROR_SHELL, html.indexOf('<html'))) return html;
  const urls: string[] = [];
  const rest = html.replace(ASYNC_SCRIPT, (_tag, url: string) => {
    if (!urls.includes(url)) urls.push(url);
    return '';
  });
  if (urls.length === 0) return html;
  const end = rest.lastIndexOf('</body>');
  if (end === -1) return html;
  // JSON inside a script: `<` is escaped so no address can close the element.
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  const loader = `<script>${LOADER.replace('URLS', list)}</script>`;
  return rest.slice(0, end).replace(SCRIPT_PRELOAD, '') + loader + rest.slice(end);
}
