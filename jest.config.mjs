import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Suites of the second, thorough stage: fuzzing every input, and outages. */
export const THOROUGH = ['\\.fuzz\\.test\\.ts$', 'route-outage\\.test\\.ts$'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Picks and prints the run's fast-check seed (test/fast-check-seed.ts).
  globalSetup: '<rootDir>/test/fast-check-seed.ts',
  testPathIgnorePatterns: [
    '<rootDir>/node_modules/',
    '<rootDir>/.next/',
    '<rootDir>/e2e/',
    // `npm test` runs the fuzz and outage suites in its second stage (scripts/test-all.sh).
    ...(process.env.JEST_STAGE === 'fast' ? THOROUGH : []),
  ],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
    '^next/cache$': '<rootDir>/test/next-cache.ts',
  },
};

// next-intl and its helpers, and marked, ship ESM only; next/jest ignores all of node_modules for transforms,
// so the list is replaced with one that lets those packages through.
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  '@schummar',
  'marked',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmPackages.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
