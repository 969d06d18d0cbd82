import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { TestShell } from '@/test/shell';
import { Snackbar } from '@/components/snackbar';
import { encodeSheet } from '@/inventory/answers';
import { CHOICES, type Choice } from '@/inventory/info';
import { ITEM_KEYS } from '@/inventory/items';
import results from '@/inventory/generated/results/en.json';
import { encodePrivateResult, type PrivateResult } from '@/lib/results/private-link';
import { toPublicResult, type PublicResult } from '@/lib/results/public-result';
import {
  rememberPrivateResult,
  DELETE_TOKENS_KEY,
  RESULT_ID_KEY,
} from '@/lib/results/browser/kept';
import en from '@/messages/en.json';
import { PrivateResultView } from './private-result-view';
import { SHARE_NETWORKS, shareIcons, type ShareNetwork } from '../../[id]/_components/share-icons';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
}));

const format = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const shown = (percentile: number) => format.format(Math.min(99, Math.max(1, percentile)));
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
const share = {
  ...en.ResultShare,
  shareOn: Object.fromEntries(
    SHARE_NETWORKS.map((network) => [network, fill(en.ResultShare.shareOn, { network })]),
  ) as Record<ShareNetwork, string>,
  deletedHref: '/result/deleted',
};

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/result/private${hash}`);
  return render(
    <TestShell
      messages={{
        ResultSummary: en.ResultSummary,
        AnswerQuality: en.AnswerQuality,
        PrivateResult: en.PrivateResult,
        ApiErrors: en.ApiErrors,
      }}
    >
      <PrivateResultView locale="en" texts={results} share={share} shareIcons={shareIcons} />
      <Snackbar />
    </TestShell>,
  );
}

function privateResult(choices: readonly Choice[], change: Partial<PrivateResult> = {}) {
  return {
    lang: 'en',
    gender: 'female',
    age: 34,
    invalid: false,
    timeElapsed: 431,
    takenAt: 1764000000,
    handle: null,
    choices,
    ...change,
  } satisfies PrivateResult;
}

/** What GET /api/result/{id} answers for the same answers stored by the server. */
function apiResult(result: PrivateResult): PublicResult {
  const api = toPublicResult({
    id: 'a'.repeat(24),
    testId: 'johnson-120-ipip-neo-pi-r',
    lang: result.lang,
    answers: encodeSheet({ choices: result.choices }),
    gender: result.gender,
    age: result.age,
    handle: result.handle,
    invalid: result.invalid,
    timeElapsed: result.timeElapsed,
    createdAt: new Date(),
  });
  if (!api) throw new Error('unreadable answers');
  return api;
}

/** Every figure of the report as the page shows it, and as it would show the API's figures. */
function expectSameReport(api: PublicResult) {
  const glance = screen.getByRole('region', { name: en.ResultSummary.glanceHeading });
  for (const domain of api.domains) {
    const row = glance.querySelector(`[data-domain="${domain.domain}"]`)!;
    expect(within(row as HTMLElement).getByTestId('glance-percentile')).toHaveTextContent(
      fill(en.ResultSummary.percentile, { value: shown(domain.percentile) }),
    );
    expect(within(row as HTMLElement).getByTestId('glance-band')).toHaveTextContent(
      fill(en.ResultSummary.bandText, {
        low: shown(domain.band!.percentileLow),
        high: shown(domain.band!.percentileHigh),
      }),
    );
    const section = document.getElementById(`domain-${domain.domain}`)!;
    expect(within(section).getByTestId('raw-score')).toHaveTextContent(
      `Raw score: ${domain.raw} on a scale of 24 to 120`,
    );
    for (const facet of domain.facets) {
      const item = section.querySelector(`[data-facet="${domain.domain}${facet.facet}"]`)!;
      expect(item).toHaveTextContent(
        fill(en.ResultSummary.percentile, { value: shown(facet.percentile) }),
      );
      expect(item).toHaveTextContent(
        fill(en.ResultSummary.bandText, {
          low: shown(facet.band!.percentileLow),
          high: shown(facet.band!.percentileHigh),
        }),
      );
      expect(item).toHaveTextContent(`Score ${facet.raw} on a scale of 4 to 20`);
    }
  }
  const quality = screen.getByRole('region', { name: new RegExp(en.AnswerQuality.heading) });
  expect(quality).toHaveAttribute('data-verdict', api.quality!.verdict);
  expect(within(quality).queryAllByRole('listitem').length).toBeGreaterThanOrEqual(
    api.quality!.reasons.length,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  replace.mockClear();
  localStorage.clear();
});

describe('the private result page', () => {
  it('shows the same scores, bands and answer quality as the API for the same answers', () => {
    const choicesArb = fc.array(fc.constantFrom(...CHOICES), { minLength: 120, maxLength: 120 });
    fc.assert(
      fc.property(
        choicesArb,
        fc.constantFrom('female', 'male', 'other', 'unspecified' as const),
        fc.integer({ min: 16, max: 120 }),
        (choices, gender, age) => {
          const result = privateResult(choices, { gender, age });
          const view = renderAt(`#${encodePrivateResult(result)}`);
          expectSameReport(apiResult(result));
          view.unmount();
        },
      ),
      { numRuns: 8, endOnFailure: true },
    );
  });

  it('says who and when, that it is private, and that random answers are invalid', () => {
    const choices = ITEM_KEYS.map(() => 3 as Choice);
    renderAt(`#${encodePrivateResult(privateResult(choices, { handle: 'ana_b', invalid: true }))}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      fill(en.ResultSummary.titleOf, { handle: 'ana_b' }),
    );
    expect(screen.getByText(/Test taken on November 24, 2025/)).toBeInTheDocument();
    expect(screen.getByTestId('private-note')).toHaveTextContent(en.PrivateResult.note);
    expect(screen.getByText(en.ResultSummary.invalidNote)).toBeInTheDocument();
    // A private result has no stored copy to download or delete.
    expect(screen.queryByRole('link', { name: share.download })).toBeNull();
    expect(screen.queryByRole('button', { name: share.delete })).toBeNull();
    // Sharing passes on the whole link, fragment included, with the marks drawn on the server.
    const facebook = screen.getByRole('link', {
      name: share.shareOn.Facebook,
    });
    expect(facebook.getAttribute('href')).toContain(encodeURIComponent('/result/private#2.'));
    expect(facebook.querySelector('svg path')).not.toBeNull();
  });

  it.each([
    ['', 'missing'],
    ['#1.en.f34.431.t68n40.tooShort', 'malformed'],
    ['#2.en.f34.431.t68n40.AAAA', 'malformed'],
    ['#3.en.f34.431.t68n40.AAAA', 'version'],
  ] as const)('explains a link %j that holds no readable result', (hash, error) => {
    renderAt(hash);
    const titles = {
      missing: en.PrivateResult.missingTitle,
      malformed: en.PrivateResult.malformedTitle,
      version: en.PrivateResult.versionTitle,
    };
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles[error]);
    expect(screen.getByRole('link', { name: en.PrivateResult.takeTest })).toHaveAttribute(
      'href',
      '/test',
    );
    expect(screen.queryByRole('region', { name: en.ResultSummary.glanceHeading })).toBeNull();
  });

  it('follows a change of the fragment', () => {
    const first = encodePrivateResult(privateResult(ITEM_KEYS.map(() => 1 as Choice)));
    renderAt(`#${first}`);
    expect(screen.getByRole('region', { name: en.ResultSummary.glanceHeading })).toBeVisible();
    act(() => {
      window.history.replaceState(null, '', '/result/private#garbage');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      en.PrivateResult.malformedTitle,
    );
  });

  it('keeps the result in the address when an in-page link is followed', async () => {
    const hash = `#${encodePrivateResult(privateResult(ITEM_KEYS.map(() => 2 as Choice)))}`;
    renderAt(hash);
    await userEvent.setup().click(screen.getByRole('link', { name: en.ResultSummary.domainE }));
    expect(window.location.hash).toBe(hash);
    expect(document.activeElement).toBe(document.getElementById('domain-E'));
  });
});

describe('storing a private result after all', () => {
  const choices = ITEM_KEYS.map((_, i) => CHOICES[(i * 3) % 5]!);
  const result = privateResult(choices, { handle: 'ana_b' });

  function mockSave(status: number, body: unknown) {
    const requests: { url: string; init: RequestInit }[] = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return { ok: status < 300, status, json: async () => body } as Response;
    }) as unknown as typeof fetch;
    return requests;
  }

  // Stored only from the browser that took the test (it noted the link's check).
  const link = encodePrivateResult(result);
  beforeEach(() => rememberPrivateResult(link.slice(-6)));

  it('is offered only in the browser that took the test', () => {
    localStorage.clear();
    renderAt(`#${link}`);
    expect(screen.queryByRole('button', { name: en.PrivateResult.store })).toBeNull();
    expect(screen.getByTestId('store-elsewhere')).toHaveTextContent(
      en.PrivateResult.storeElsewhere,
    );
  });

  it('sends what the test sends, keeps the deletion key and opens the stored result', async () => {
    const id = 'b'.repeat(24);
    const requests = mockSave(201, { id, deleteToken: 'secret-token-123456' });
    renderAt(`#${link}`);
    await userEvent.setup().click(screen.getByRole('button', { name: en.PrivateResult.store }));
    await screen.findByRole('button', { name: en.PrivateResult.storing });
    await act(async () => undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/save');
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({
      testId: 'b5-120',
      lang: 'en',
      invalid: false,
      twitterUsername: 'ana_b',
      answers: ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: choices[i] })),
      timeElapsed: 431,
      dateStamp: 1764000000000,
      gender: 'female',
      age: 34,
    });
    expect(replace).toHaveBeenCalledWith(`/result/${id}`);
    expect(localStorage.getItem(RESULT_ID_KEY)).toBe(id);
    expect(JSON.parse(localStorage.getItem(DELETE_TOKENS_KEY)!)).toEqual({
      [id]: 'secret-token-123456',
    });
  });

  it.each([
    [429, 'rateLimited'],
    [503, 'storeUnavailable'],
  ] as const)('says why a %i failed and keeps the private result', async (status, code) => {
    mockSave(status, { error: { code, message: 'x', messageKey: code } });
    renderAt(`#${encodePrivateResult(result)}`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.PrivateResult.store }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors[code]);
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: en.PrivateResult.store })).toBeEnabled();
    expect(localStorage.getItem(RESULT_ID_KEY)).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderAt(`#${encodePrivateResult(result)}`);
    await userEvent.setup().click(screen.getByRole('button', { name: en.PrivateResult.store }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.network);
    expect(replace).not.toHaveBeenCalled();
  });
});
