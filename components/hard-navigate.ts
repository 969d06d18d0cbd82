/** A full page load of `url` (for changes of document language and direction). */
export function hardNavigate(url: string) {
  window.location.assign(url);
}
