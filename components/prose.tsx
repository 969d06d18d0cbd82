/**
 * Markdown rendered on the server by lib/content/server/pages.ts (our own files, raw HTML escaped), in
 * the reading styles of `prose-content`.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
