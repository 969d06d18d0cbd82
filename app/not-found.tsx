import './globals.css';

/**
 * 404 for requests that never reach a locale (every page path does, through the rewrites in
 * next.config.ts); English, with its own document since no locale layout wraps it (hence a plain
 * link: next-intl's reads the locale from the locale layout's provider).
 */
export default function RootNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="grid min-h-dvh place-items-center p-4 text-center">
        <main className="flex flex-col items-center gap-4">
          <title>404 Not Found</title>
          <h1 className="text-3xl font-bold">404 Not Found</h1>
          <p>This page could not be found</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load into
              the locale layout; a Link here would add its script to every page's first visit */}
          <a href="/" className="btn-primary">
            Go to home page
          </a>
        </main>
      </body>
    </html>
  );
}
