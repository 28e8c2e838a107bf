// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Imports that would give the pure rules package I/O, a framework or a database. */
const IMPURE_MODULES = [
  'node:*',
  'fs',
  'path',
  'crypto',
  'react',
  'react-*',
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'ioredis',
  '@demonbane/server',
  '@demonbane/server/*',
  '@demonbane/web',
  '@demonbane/web/*',
  '@demonbane/shared/*',
];

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * A relative import that climbs out of the importing file's folder into `folder`.
 * @param {string} folder
 */
const climbsInto = (folder) => `^(?:\\.\\./)+${folder}`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the injected Rng (crypto-seeded on the server, fixed seeds in tests).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // Inside db.transaction(cb), every query must go through the callback's `tx`.
          selector:
            'CallExpression[callee.property.name="transaction"] > :function MemberExpression[object.name="db"]',
          message: 'Use the transaction handle (tx), not the outer db, inside a transaction.',
        },
        {
          selector:
            'CallExpression[callee.property.name="transaction"] > :function MemberExpression[object.property.name="db"]',
          message: 'Use the transaction handle (tx), not the outer db, inside a transaction.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', '**/test/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['packages/game/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: IMPURE_MODULES,
              message: 'packages/game is pure rules: no I/O, frameworks or database code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'fastify',
                'drizzle-orm',
                'pg',
                '@demonbane/server*',
                '@demonbane/web*',
              ],
              message:
                'packages/shared holds schemas only: no Node, React, server or database imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Shared web code (components, lib, stores) must not reach into features or the app shell.
  {
    files: ['apps/web/src/{components,lib,config,stores,testing,hooks}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '../features/*', '../app/*'],
              message: 'Shared code cannot import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  // A feature never imports another feature or the app layer (bulletproof-react).
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: `Feature "${feature}" may not import another feature.`,
            },
            {
              group: ['@/app/*', '../../*', '../../../*'],
              message: 'Features import shared code through "@/", never the app layer.',
            },
          ],
        },
      ],
    },
  })),
  // Server infrastructure knows no game rules: it never imports a module, a composition
  // root or operator tooling. Its tests may build the whole app to drive it.
  {
    files: ['apps/server/src/infra/**/*.ts'],
    ignores: ['apps/server/src/infra/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: climbsInto('(?:modules|ops|cli)(?:/|$)'),
              message: 'Server infra may not import a module, ops or cli.',
            },
            {
              regex: climbsInto('(?:app|app-routes|app-sweeps|app-subscribers)$'),
              message: 'Server infra may not import a composition root.',
            },
          ],
        },
      ],
    },
  },
  // A server module reaches another only through its public files (*-service, *-repository,
  // *-view; all of ledger), never its routes, tests or internals.
  ...serverModules.map((module) => {
    const others = serverModules.filter((m) => m !== module && m !== 'ledger');
    return {
      files: [`apps/server/src/modules/${module}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `${climbsInto(`(?:modules/)?(?:${others.join('|')})/`)}(?![^/]*-(?:service|repository|view)$)`,
                message: `Module "${module}" may import another module only through its *-service, *-repository or *-view files (or ledger).`,
              },
            ],
          },
        ],
      },
    };
  }),
);
