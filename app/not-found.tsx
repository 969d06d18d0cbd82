import { AppLink } from '@/components/app-link';
import './globals.css';

/**
 * 404 for requests that never reach a locale (every page path does, through the rewrites in
 * next.config.ts); English, with its own document since no locale layout wraps it.
 */
export default function RootNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="grid min-h-dvh place-items-center p-4 text-center">
        <main className="flex flex-col items-center gap-4">
          <title>404 Not Found</title>
          <h1 className="text-3xl font-bold">404 Not Found</h1>
          <p>This page could not be found</p>
          <AppLink href="/" className="btn-primary">
            Go to home page
          </AppLink>
        </main>
      </body>
    </html>
  );
}
