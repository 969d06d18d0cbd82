import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { InventoryNotFoundError, type LanguageData } from '@/inventory/load-language';
import { useLanguageData } from './use-language-data';

const pending = new Map<
  string,
  { resolve: (d: LanguageData) => void; reject: (e: unknown) => void }
>();
jest.mock('@/inventory/load-language', () => {
  const actual = jest.requireActual('@/inventory/load-language');
  return {
    ...actual,
    loadLanguage: jest.fn(
      (lang: string) => new Promise((resolve, reject) => pending.set(lang, { resolve, reject })),
    ),
  };
});

const data = (lang: string): LanguageData => ({
  lang,
  items: Array(120).fill(`${lang} item`),
  choices: Array(5).fill(`${lang} choice`),
});

// A cache of its own per test, as a fresh page has.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

beforeEach(() => pending.clear());

describe('useLanguageData', () => {
  it('is idle without a language, then loading, then ready', async () => {
    const { result, rerender } = renderHook(({ lang }) => useLanguageData(lang), {
      wrapper,
      initialProps: { lang: null as string | null },
    });
    expect(result.current).toEqual({ status: 'idle', data: null });
    rerender({ lang: 'de' });
    expect(result.current).toEqual({ status: 'loading', data: null });
    await act(async () => pending.get('de')!.resolve(data('de')));
    expect(result.current).toEqual({ status: 'ready', data: data('de') });
  });

  it('keeps the previous texts on screen while another language loads', async () => {
    const { result, rerender } = renderHook(({ lang }) => useLanguageData(lang), {
      wrapper,
      initialProps: { lang: 'de' as string | null },
    });
    await act(async () => pending.get('de')!.resolve(data('de')));
    rerender({ lang: 'fr' });
    expect(result.current).toEqual({ status: 'loading', data: data('de') });
    await act(async () => pending.get('fr')!.resolve(data('fr')));
    expect(result.current).toEqual({ status: 'ready', data: data('fr') });
    // Back to a language already loaded: at once, no second download.
    rerender({ lang: 'de' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: data('de') }));
  });

  it('says which part is missing, and a chunk that fails to download is an inventory error', async () => {
    const { result, rerender } = renderHook(({ lang }) => useLanguageData(lang), {
      wrapper,
      initialProps: { lang: 'xx' },
    });
    await act(async () => pending.get('xx')!.reject(new InventoryNotFoundError('xx', 'choices')));
    expect(result.current).toMatchObject({ status: 'error', kind: 'choices' });
    rerender({ lang: 'yy' });
    await act(async () => pending.get('yy')!.reject(new TypeError('Failed to fetch')));
    expect(result.current).toMatchObject({ status: 'error', kind: 'inventory' });
  });
});
