'use client';

export interface LastResortStrings {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  details: string;
  home: string;
  homeHref: string;
}

const english: LastResortStrings = {
  lang: 'en',
  dir: 'ltr',
  title: 'An error occurred while showing the error page',
  details: 'Details',
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
