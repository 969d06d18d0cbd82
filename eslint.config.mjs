import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layers of the code, guarded here (test/lint.test.ts breaks each rule on purpose):
 * inventory/ (pure scoring and data) < lib/ (domain code: results, compare, i18n, http, …) <
 * components/ (shared UI) < app/ (routes). Nothing imports upward, nothing imports in a circle,
 * and code that runs in the browser never imports code that runs on the server.
 */
const SERVER_MODULE =
  /(^|\/)server(\/|$)|^server-only$|^node:|^(pg|better-sqlite3|sharp|harfbuzzjs)$/;

/** A file that starts with 'use client' may not import server code (a server/ folder, node:, …). */
const clientImportsServer = {
  meta: {
    type: 'problem',
    docs: { description: "'use client' files import no server code" },
    schema: [],
  },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some(
      (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
    );
    if (!isClient) return {};
    const check = (node, source) => {
      if (typeof source === 'string' && SERVER_MODULE.test(source))
        context.report({
          node,
          message: `Browser code ('use client') imports server code: ${source}`,
        });
    };
    return {
      ImportDeclaration: (node) => {
        if (node.importKind !== 'type') check(node, node.source.value);
      },
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { layers: { rules: { 'client-imports-server': clientImportsServer } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './inventory',
              from: ['./lib', './components', './app'],
              message: 'inventory/ is pure TypeScript: no site code in it.',
            },
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ is below components/ and app/.',
            },
            {
              target: './components',
              from: './app',
              message: 'components/ is shared UI: routes use it, not the other way round.',
            },
            {
              target: './lib/*/browser/**',
              from: './lib/*/server/**',
              message: 'Browser code never imports server code.',
            },
          ],
        },
      ],
      'layers/client-imports-server': 'error',
    },
  },
  globalIgnores([
    '.next/**',
    '.next-analytics/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'coverage/**',
    'public/**',
    // Code that breaks the rules above on purpose, linted by test/lint.test.ts.
    'test/lint-fixtures/**',
  ]),
]);
