/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, proxy } from './proxy';

function visit(headers: Record<string, string> = {}, url = 'http://localhost:3000/') {
  return proxy(new NextRequest(url, { headers }));
}

describe('proxy', () => {
  it('runs on the root path only', () => {
    expect(config.matcher).toBe('/');
  });

  it('sends a first visit with a German browser to /de once and remembers it', () => {
    const response = visit({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/de');
    const cookie = response.cookies.get('i18n_redirected');
    expect(cookie?.value).toBe('de');
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('lax');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps the query string when redirecting', () => {
    const response = visit({ 'accept-language': 'fr' }, 'http://localhost:3000/?utm_source=x');
    expect(response.headers.get('location')).toBe('http://localhost:3000/fr?utm_source=x');
  });

  it('serves English in place for an English browser, remembering the detection', () => {
    const response = visit({ 'accept-language': 'en-US,en;q=0.9' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
    expect(response.cookies.get('i18n_redirected')?.value).toBe('en');
  });

  it('keeps a visitor who chose English on a German browser in English', () => {
    const response = visit({
      'accept-language': 'de',
      cookie: 'NEXT_LOCALE=en; i18n_redirected=de',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
    expect(response.cookies.get('i18n_redirected')).toBeUndefined();
  });

  it('follows the chosen locale cookie', () => {
    const response = visit({ 'accept-language': 'en', cookie: 'NEXT_LOCALE=ja' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/ja');
  });

  it('does not read the browser languages again once detection happened', () => {
    const response = visit({ 'accept-language': 'sv', cookie: 'i18n_redirected=en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
  });
});
