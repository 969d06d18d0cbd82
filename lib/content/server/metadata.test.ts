import { locales } from '../../i18n/locales';
import { languageAlternates } from './metadata';

describe('languageAlternates', () => {
  it('lists every locale by its hreflang tag plus x-default', () => {
    const alternates = languageAlternates('/faq');
    expect(Object.keys(alternates)).toHaveLength(locales.length + 1);
    expect(alternates).toMatchObject({
      en: '/faq',
      de: '/de/faq',
      'pt-BR': '/pt/faq',
      'zh-Hans': '/zh-Hans/faq',
      'x-default': '/faq',
    });
    expect(languageAlternates('/')).toMatchObject({ en: '/', ar: '/ar', 'x-default': '/' });
  });
});
