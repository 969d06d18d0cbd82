/** @jest-environment node */
import { locales, type Locale } from '@/lib/i18n/locales';
import { visibleTexts } from '@/test/visible-texts';

/**
 * One form of address per locale, in the interface, the information pages and the result texts.
 * For each locale where a word list can tell, the words of the form the locale does not use:
 * whole words, or a capitalised polite pronoun in the middle of a sentence (after a lower-case
 * letter or a comma), where it cannot be a sentence-initial "they".
 */
const words = (list: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{M}])(?:${list.join('|')})(?![\\p{L}\\p{M}])`, 'iu');
const midSentence = (list: string[]) =>
  new RegExp(`[\\p{Ll},][^\\S\\n]+(?:${list.join('|')})(?![\\p{L}\\p{M}])`, 'u');

const OTHER_FORM: Partial<Record<Locale, { uses: string; pattern: RegExp }>> = {
  // Percentile is المئين in Arabic, never "النسب المئوية" (percentages).
  ar: { uses: 'المئين for percentile', pattern: /مئوي/u },
  da: { uses: 'du', pattern: midSentence(['De', 'Dem', 'Deres']) },
  de: {
    uses: 'du',
    pattern: midSentence(['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihren', 'Ihrem', 'Ihrer', 'Ihres']),
  },
  es: { uses: 'tú', pattern: words(['usted', 'ustedes']) },
  fi: {
    uses: 'sinä',
    pattern: words(['te', 'teidän', 'teitä', 'teille', 'teillä', 'teiltä', 'olette', 'voitte']),
  },
  fr: { uses: 'vous', pattern: words(['tu', 'te', 'toi', 'ton', 'ta', 'tes']) },
  he: {
    uses: 'the plural אתם',
    pattern: words([
      'אתה',
      'שלך',
      'לך',
      'אותך',
      'עליך',
      'ממך',
      'אליך',
      'בשבילך',
      'עצמך',
      'נסה',
      'המתן',
      'בחר',
      'הזן',
      'הדבק',
      'הקלד',
      'בדוק',
      'הוסף',
      'העתק',
      'שמרת',
      'קיבלת',
      'תוכל',
      'תרצה',
    ]),
  },
  hi: {
    uses: 'आप',
    pattern: words(['तुम', 'तुम्हें', 'तुम्हारा', 'तुम्हारी', 'तुम्हारे', 'तू', 'तेरा', 'तेरी', 'तेरे', 'तुझे']),
  },
  id: {
    uses: 'Anda',
    pattern: words(['kamu', 'engkau', 'kau', '\\p{L}+mu(?<!ilmu|temu|nemu|jamu|ramu)']),
  },
  is: { uses: 'þú', pattern: words(['yður', 'yðar']) },
  it: { uses: 'tu', pattern: midSentence(['Lei', 'Suo', 'Sua', 'Suoi', 'Sue']) },
  ja: { uses: 'あなた', pattern: /お前|あんた|君/u },
  no: { uses: 'du', pattern: midSentence(['De', 'Dem', 'Deres']) },
  pl: {
    uses: 'ty',
    pattern: /(?<![\p{L}\p{M}])(?:Pan|Pani|Pana|Panu|Panią|Państwo|Państwa)(?![\p{L}\p{M}])/u,
  },
  pt: { uses: 'você', pattern: words(['tu', 'te', 'ti', 'teu', 'tua', 'teus', 'tuas', 'contigo']) },
  ru: {
    uses: 'вы',
    pattern: words([
      'ты',
      'тебя',
      'тебе',
      'тобой',
      'твой',
      'твоя',
      'твоё',
      'твое',
      'твои',
      'твоего',
      'твоей',
      'твоему',
      'твоим',
      'твоих',
      'твою',
    ]),
  },
  sv: { uses: 'du', pattern: midSentence(['Ni', 'Er', 'Era', 'Ert', 'Eder']) },
  th: { uses: 'คุณ', pattern: /(?<!เ)ท่าน(?!ั้น)/u },
  uk: {
    uses: 'ви',
    pattern: words([
      'ти',
      'тебе',
      'тобі',
      'тобою',
      'твій',
      'твоя',
      'твоє',
      'твої',
      'твого',
      'твоєї',
      'твоєму',
      'твоїм',
      'твоїх',
      'твою',
    ]),
  },
  'zh-Hans': { uses: '你', pattern: /您/u },
};

/**
 * The one place where people are quoted speaking to each other: partners in the relationships
 * article's example ("You score higher on orderliness than I do"), who use the familiar form.
 */
const DIALOGUE = 'site:articles/personality-and-relationships.md';
const withoutQuotedSpeech = (text: string) =>
  text.replace(/«[^»]*»|»[^«]*«|„[^“”]*[“”]|“[^”]*”|"[^"]*"|「[^」]*」/g, ' ');

describe.each(locales.filter((locale) => OTHER_FORM[locale]))('form of address in %s', (locale) => {
  const { uses, pattern } = OTHER_FORM[locale]!;

  it(`uses ${uses} everywhere`, () => {
    const found = visibleTexts(locale)
      .map(({ source, text }) => ({
        source,
        match: pattern.exec(source === DIALOGUE ? withoutQuotedSpeech(text) : text)?.[0],
      }))
      .filter((hit) => hit.match !== undefined);
    expect(found).toEqual([]);
  });
});
