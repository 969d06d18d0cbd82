/**
 * Standard normal cumulative distribution Φ(z), accurate to double precision.
 * erf by its Maclaurin series for |x| < 3, erfc by its continued fraction (modified Lentz) beyond,
 * where the series would lose digits. No table, no polynomial approximation.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  const x = z / Math.SQRT2;
  if (Math.abs(x) < 3) return 0.5 * (1 + erfSeries(x));
  return x > 0 ? 1 - 0.5 * erfcContinuedFraction(x) : 0.5 * erfcContinuedFraction(-x);
}

const TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);

function erfSeries(x: number): number {
  // erf(x) = 2/√π Σ (-1)^n x^(2n+1) / (n! (2n+1))
  let term = x;
  let sum = x;
  const x2 = x * x;
  for (let n = 1; n < 200; n++) {
    term *= -x2 / n;
    const add = term / (2 * n + 1);
    sum += add;
    if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
  }
  return TWO_OVER_SQRT_PI * sum;
}

/** erfc(x) for x ≥ 3: e^(-x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))). */
function erfcContinuedFraction(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = d === 0 ? tiny : d;
    c = x + a / c;
    c = c === 0 ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}
