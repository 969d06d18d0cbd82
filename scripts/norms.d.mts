// Types of scripts/norms.mjs (plain JavaScript so that `npm install` can run it) for the tests.

export type PackedGroup = ['female' | 'male', number | null, number | null, number[], number[]];

export interface PackedNorms {
  groups: PackedGroup[];
  facetAlpha: Record<'N' | 'E' | 'O' | 'A' | 'C', number[]>;
}

export const DOMAINS: readonly ('N' | 'E' | 'O' | 'A' | 'C')[];
export function packNorms(data: unknown): PackedNorms;
