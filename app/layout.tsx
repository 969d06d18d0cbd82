import type { ReactNode } from 'react';
import './globals.css';

/** The document (`<html lang dir>`) is rendered by app/[locale]/layout.tsx, per locale. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
