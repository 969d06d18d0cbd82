'use client';

import type { Messages } from 'next-intl';

/** The document's language and direction, the home page, and messages of the Error namespace. */
export type LastResortStrings = Pick<Messages['Error'], 'fatalTitle' | 'fatalDetails' | 'home'> & {
  lang: string;
  dir: 'ltr' | 'rtl';
  homeHref: string;
};

/**
 * English messages, written out: importing messages/en.json would put every English text in this
 * page's script. last-resort-strings.test.ts checks that they are en.json's.
 */
const english: LastResortStrings = {
  lang: 'en',
  dir: 'ltr',
  fatalTitle: 'An error occurred while showing the error page',
  fatalDetails: 'Details',
  home: 'Go to home page',
  homeHref: '/',
};

let remembered: LastResortStrings = english;

/** Called by the shell on every render, so the global error page can speak the visitor's language. */
export function rememberLastResortStrings(strings: LastResortStrings) {
  remembered = strings;
}

export function lastResortStrings(): LastResortStrings {
  return remembered;
}
