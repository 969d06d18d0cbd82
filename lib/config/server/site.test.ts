import { parseSiteConfig } from './site';

describe('parseSiteConfig', () => {
  it('has working defaults with no environment at all', () => {
    const config = parseSiteConfig({});
    expect(config.url).toBe('http://localhost:3000');
    expect(config.name).toBe('Open Big Five');
    expect(config.organisation.address).toBeUndefined();
    expect(config.social.github).toMatch(/^https:\/\/github\.com\//);
  });

  it('reads every setting and trims the trailing slash of the site URL', () => {
    const config = parseSiteConfig({
      SITE_URL: 'https://bigfive.example/',
      SITE_NAME: 'Example',
      ORG_NAME: 'Example Org',
      ORG_ADDRESS: '1 Main Street, Springfield',
      CONTACT_EMAIL: 'team@bigfive.example',
      SOCIAL_GITHUB_URL: 'https://github.com/example/bigfive',
    });
    expect(config.url).toBe('https://bigfive.example');
    expect(config.organisation).toEqual({
      name: 'Example Org',
      address: '1 Main Street, Springfield',
      email: 'team@bigfive.example',
    });
    expect(config.social.github).toBe('https://github.com/example/bigfive');
  });

  it('treats empty values as unset', () => {
    expect(parseSiteConfig({ SITE_URL: '', CONTACT_EMAIL: '' }).url).toBe('http://localhost:3000');
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => parseSiteConfig({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
    expect(() => parseSiteConfig({ CONTACT_EMAIL: 'not-an-address' })).toThrow(/CONTACT_EMAIL/);
  });
});
