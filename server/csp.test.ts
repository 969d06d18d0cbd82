/** @jest-environment node */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser runs, once, in order', () => {
    const html =
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script>self.__next_f=self.__next_f||[]</script></head><body>' +
      '<script>self.__next_f.push([1,"é \\u003c/script>"])</script>' +
      '<script type="module">import("/x.js")</script>' +
      '<script>self.__next_f=self.__next_f||[]</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<SCRIPT TYPE="text/javascript">go()</SCRIPT >' +
      '</body></html>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('self.__next_f.push([1,"é \\u003c/script>"])'),
      sha('import("/x.js")'),
      sha('go()'),
    ]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no <b>scripts</b></p><script src=/a.js></script>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only own scripts and the listed hashes, and no framing', () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"], false);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy([], true)).toContain('upgrade-insecure-requests');
  });
});
