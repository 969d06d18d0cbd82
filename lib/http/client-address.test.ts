import { clientAddress } from './client-address';

describe('the client address', () => {
  it('is the connection address Next.js wrote when no proxy is trusted', () => {
    expect(clientAddress('198.51.100.7', 0)).toBe('198.51.100.7');
  });

  it('is what the outermost trusted proxy saw, whatever the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 10.0.0.1, 10.0.0.2"; nginx appended what it saw.
    expect(clientAddress('10.0.0.1, 10.0.0.2, 198.51.100.7', 1)).toBe('198.51.100.7');
    // A CDN, then nginx: the CDN's entry is the client, nginx's the CDN.
    expect(clientAddress('10.0.0.1, 198.51.100.7, 203.0.113.9', 2)).toBe('198.51.100.7');
  });

  it('never varies with what a client adds in front, so the limit cannot be dodged', () => {
    const seen = new Set(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4'].map((spoof) =>
        clientAddress(`${spoof}, 198.51.100.7`, 1),
      ),
    );
    expect([...seen]).toEqual(['198.51.100.7']);
  });

  it('is "unknown" without a header, and never longer than 64 characters', () => {
    expect(clientAddress(null, 0)).toBe('unknown');
    expect(clientAddress('', 1)).toBe('unknown');
    expect(clientAddress('x'.repeat(500), 0)).toHaveLength(64);
    // Fewer entries than trusted hops: the leftmost one (what the nearest proxy saw).
    expect(clientAddress('198.51.100.7', 3)).toBe('198.51.100.7');
  });
});
