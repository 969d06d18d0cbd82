/** @jest-environment node */
import { locales, type Locale } from '@/lib/i18n/locales';
import {
  readMessages,
  readPage,
  readResultTexts,
  visibleTexts,
  type Tree,
} from '@/test/visible-texts';

/**
 * One name per trait and facet in each locale: the interface (messages), the information pages
 * and the result texts from @bigfive-org/results must call a trait what the interface calls it.
 */
const DOMAINS = ['N', 'E', 'O', 'A', 'C'] as const;
const FACETS = ['1', '2', '3', '4', '5', '6'] as const;
const PAGE_KEYS = {
  N: 'neuroticism',
  E: 'extraversion',
  O: 'openness',
  A: 'agreeableness',
  C: 'conscientiousness',
} as const;

/**
 * Other names for the traits that the result package or common usage has in each language and
 * that must not appear anywhere a visitor reads (interface, pages, result texts), because the
 * interface uses another word. Matched case-insensitively as whole words or phrases.
 */
const ALTERNATIVE_NAMES: Partial<Record<Locale, string[]>> = {
  en: ['extroversion', 'extrovert', 'extroverts', 'extroverted'],
  ar: ['الانبساطية', 'المسايرة', 'اليقظة/التفاني', 'الانفتاح على التجارب'],
  da: [
    'udadvendthed',
    'imødekommenhed',
    'imødekommende',
    'påpasselighed',
    'påpasselige',
    'behagelighed',
    'åbenhed for nyt',
    'selvbevidsthed',
  ],
  de: ['Offenheit für neue Erfahrungen', 'Umgänglichkeit', 'Liebenswürdigkeit'],
  es: ['neurosis', 'extroversión', 'simpatía', 'meticulosidad', 'apertura a experiencias'],
  fi: ['ekstroversio', 'ekstraversio', 'miellyttävyys', 'avoimuus uusille kokemuksille'],
  fr: [
    "ouverture d'esprit",
    'convivialité',
    'convivial',
    'conviviale',
    'conviviaux',
    'conviviales',
  ],
  he: ['נוירוטיציזם', 'פתיחות לניסיון', 'הסכמיות'],
  hi: ['न्यूरोटिसिज्म', 'न्यूरोटिसिज़्म', 'विक्षिप्तता', 'अनुभव के लिए खुलापन', 'सहमतता'],
  id: ['kepersetujuan', 'bersetuju', 'agreeableness', 'neurotikisme', 'kewaspadaan'],
  is: ['þættinum tilfinninganæmi'],
  it: ['piacevolezza', 'apertura alle esperienze', 'conseguitore di risultati'],
  ja: ['調和性', '勤勉性', '情緒不安定性', '神経症的傾向'],
  no: ['samvittighetsfullhet', 'åpenhet for opplevelser', 'omgjengelighet'],
  pl: ['neurotyzm', 'ekstrawertyzm', 'otwartość na doświadczenia'],
  pt: [
    'afabilidade',
    'afável',
    'afáveis',
    'abertura para experiência',
    'abertura para a experiência',
  ],
  ru: ['невротизм', 'экстравертность', 'уступчивость', 'сознательность', 'открытость новому опыту'],
  sv: ['medgörlighet', 'välvillighet', 'målmedvetenhet'],
  uk: ['невротизм', 'екстравертність', 'поступливість', 'відкритість новому досвіду'],
  'zh-Hans': ['外倾性', '随和性', '亲和性', '严谨性', '经验开放性'],
};

/** Places where an alternative name is right: [source, phrase]. */
const ALLOWED: Partial<Record<Locale, [string, string][]>> = {
  // Freud's term, "neurosis", before the text introduces neuroticismo.
  es: [
    ['results:N.description.0', 'neurosis'],
    // "Sympathy for law-breakers", not the trait.
    ['results:O.facets.6.text.0', 'simpatía'],
  ],
  // The MBTI's own scale, not the Big Five trait.
  fi: [['site:articles/big-five-vs-type-tests.md', 'introversio–ekstroversio']],
};

const lower = (locale: Locale, text: string) => text.toLocaleLowerCase(locale);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A whole word or phrase, in any script: no letter or combining mark right before or after. */
const wordPattern = (phrases: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{M}])(?:${phrases.map(escape).join('|')})(?![\\p{L}\\p{M}])`, 'iu');

/** The facet list of the Big Five page: `- **Domain**: facet, facet, … facet.` per domain. */
function bigFivePageFacets(locale: Locale): { domain: string; facets: string[] }[] {
  // Armenian separates with its colon ․ and ends with ։, Urdu ends with ۔.
  return [...readPage(locale, 'big-five').matchAll(/^- \*\*([^*[\]]+)\*\*\s*[:：․]\s*(.+)$/gm)].map(
    (m) => ({
      domain: m[1]!.trim(),
      facets: m[2]!
        .replace(/[.。।։۔]\s*$/, '')
        .split(locale === 'th' ? /\s+/ : /\s*[,、،]\s*/)
        // Arabic joins list items with the conjunction و.
        .map((item, i) => (locale === 'ar' && i > 0 ? item.replace(/^و/, '') : item).trim()),
    }),
  );
}

describe.each(locales)('trait and facet names in %s', (locale) => {
  const messages = readMessages(locale);
  const summary = messages.ResultSummary as Tree;
  const pages = messages.Pages as Tree;
  const results = readResultTexts(locale);
  const domain = (d: (typeof DOMAINS)[number]) => results[d] as Tree;
  const facetTitles = (d: (typeof DOMAINS)[number]) =>
    FACETS.map((f) => ((domain(d).facets as Tree)[f] as Tree).title as string);

  it('result texts and page titles call each domain what the interface calls it', () => {
    for (const d of DOMAINS) {
      const name = lower(locale, summary[`domain${d}`] as string);
      expect({ d, title: lower(locale, domain(d).title as string) }).toEqual({ d, title: name });
      const page = (pages[PAGE_KEYS[d]] as Tree).title as string;
      expect({ d, page: lower(locale, page) }).toEqual({ d, page: name });
    }
  });

  it('gives the five domains and thirty facets thirty-five different names', () => {
    const names = DOMAINS.flatMap((d) => [domain(d).title as string, ...facetTitles(d)]).map(
      (name) => lower(locale, name),
    );
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('names the facets on the Big Five page as the result texts do', () => {
    const lists = bigFivePageFacets(locale);
    expect(lists.map((list) => lower(locale, list.domain))).toEqual(
      DOMAINS.map((d) => lower(locale, summary[`domain${d}`] as string)),
    );
    lists.forEach((list, i) => {
      const d = DOMAINS[i]!;
      expect({ d, facets: list.facets.map((f) => lower(locale, f)) }).toEqual({
        d,
        facets: facetTitles(d).map((f) => lower(locale, f)),
      });
    });
  });

  it('names the facets in the thirty-facets article as the result texts do', () => {
    const article = readPage(locale, 'articles/the-thirty-facets');
    for (const d of DOMAINS) {
      const name = summary[`domain${d}`] as string;
      const paragraph = article
        .split('\n')
        .find((line) => lower(locale, line).startsWith(`**${lower(locale, name)}**`));
      expect({ d, paragraph: paragraph !== undefined }).toEqual({ d, paragraph: true });
      // Each facet is named right before its short explanation in parentheses.
      const missing = facetTitles(d).filter(
        (title) =>
          !lower(locale, paragraph ?? '').includes(`${lower(locale, title)} (`) &&
          !lower(locale, paragraph ?? '').includes(`${lower(locale, title)}(`) &&
          !lower(locale, paragraph ?? '').includes(`${lower(locale, title)}（`),
      );
      expect({ d, missing }).toEqual({ d, missing: [] });
    }
  });

  it('names no other domain in the texts for a score level', () => {
    // A word's first four fifths, so that inflected forms ("tunnollisuudessa") count too.
    const stem = (name: string) => {
      const chars = [...lower(locale, name)];
      return chars.slice(0, Math.max(2, Math.ceil(chars.length * 0.8))).join('');
    };
    for (const d of DOMAINS) {
      const levels = Object.values(domain(d).results as Tree).flat() as string[];
      const others = DOMAINS.filter((o) => o !== d).filter((o) =>
        levels.some((text) => lower(locale, text).includes(stem(summary[`domain${o}`] as string))),
      );
      expect({ d, others }).toEqual({ d, others: [] });
    }
  });

  it('uses none of the alternative trait names the interface does not use', () => {
    const alternatives = ALTERNATIVE_NAMES[locale] ?? [];
    if (alternatives.length === 0) return;
    const pattern = wordPattern(alternatives);
    const found = visibleTexts(locale)
      .map(({ source, text }) => {
        let checked = text;
        for (const [where, phrase] of ALLOWED[locale] ?? [])
          if (where === source) checked = checked.split(phrase).join(' ');
        return { source, match: pattern.exec(checked)?.[0] };
      })
      .filter((hit) => hit.match !== undefined);
    expect(found).toEqual([]);
  });
});
