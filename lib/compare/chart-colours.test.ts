/** @jest-environment node */
import {
  BAR_OUTLINE,
  contrastRatio,
  PERSON_COLOURS,
  personColour,
  personInk,
} from './chart-colours';

const linear = (hex: string) =>
  [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });

/** Machado, Oliveira & Fernandes (2009), severity 1, applied to linear RGB. */
const VISION: Record<string, number[][] | null> = {
  typical: null,
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function lab(rgb: number[]): number[] {
  const [r, g, b] = rgb as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

function seenAs(hex: string, matrix: number[][] | null): number[] {
  const rgb = linear(hex);
  if (!matrix) return lab(rgb);
  return lab(
    matrix.map((row) =>
      Math.min(
        1,
        Math.max(
          0,
          row.reduce((sum, weight, i) => sum + weight * rgb[i]!, 0),
        ),
      ),
    ),
  );
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));

describe('person colours', () => {
  it('are ten, all different', () => {
    expect(PERSON_COLOURS).toHaveLength(10);
    expect(new Set(PERSON_COLOURS.map((c) => c.toLowerCase())).size).toBe(10);
  });

  it.each(Object.keys(VISION))('stay apart for %s (CIELAB ΔE ≥ 20 for every pair)', (vision) => {
    const seen = PERSON_COLOURS.map((c) => seenAs(c, VISION[vision]!));
    const close = seen.flatMap((a, i) =>
      seen
        .slice(i + 1)
        .map((b, k) => [PERSON_COLOURS[i], PERSON_COLOURS[i + 1 + k], distance(a, b)] as const)
        .filter(([, , d]) => d < 20),
    );
    expect(close).toEqual([]);
  });

  it('put the most distinct first: the first three are far apart for every vision', () => {
    for (const matrix of Object.values(VISION)) {
      const seen = PERSON_COLOURS.slice(0, 3).map((c) => seenAs(c, matrix));
      expect(distance(seen[0]!, seen[1]!)).toBeGreaterThan(40);
      expect(distance(seen[0]!, seen[2]!)).toBeGreaterThan(40);
      expect(distance(seen[1]!, seen[2]!)).toBeGreaterThan(40);
    }
  });

  it('carry their numbers in an ink of AA contrast (4.5:1)', () => {
    PERSON_COLOURS.forEach((colour, i) => {
      expect(contrastRatio(colour, personInk(i))).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('are outlined in a colour that stands out from white and from every light fill', () => {
    expect(contrastRatio(BAR_OUTLINE, '#ffffff')).toBeGreaterThanOrEqual(3);
    for (const colour of PERSON_COLOURS)
      if (contrastRatio(colour, '#ffffff') < 3)
        expect(contrastRatio(colour, BAR_OUTLINE)).toBeGreaterThanOrEqual(3);
  });

  it('repeat after ten rather than fail', () => {
    expect(personColour(10)).toBe(personColour(0));
  });
});

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c2185b', '#c2185b')).toBe(1);
  });
});
