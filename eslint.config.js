import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { i18nConfig } from './tests/eslint-i18n.js';

const features = fs.readdirSync(new URL('./src/features', import.meta.url));
const adminUseCases = fs
  .readdirSync(new URL('./src/features/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const serverModules = fs
  .readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Across folders, `@/` (= src/) instead of `../../`: a path that reads the same from anywhere. */
const deepRelative = { group: ['../../*'], message: "Import across folders with '@/…'." };
const intoFeatures = {
  group: ['@/features/*', '../features/*'],
  message: 'Only routes compose features.',
};

/** A feature's import rules: `@/` across folders, and no other feature. */
function featurePatterns(feature) {
  return [
    deepRelative,
    {
      regex: `^(@/features/|(\\.\\./)+(features/)?)(${features.filter((f) => f !== feature).join('|')})/`,
      message: 'Features do not import other features.',
    },
  ];
}
/** Server code outside a module reaches one only through its index.ts. */
const intoModuleInternals = {
  regex: '(^|/)modules/[a-z-]+/(?!index\\.ts$)',
  message: "A server module is imported only through its index.ts ('../<module>/index.ts').",
};
/** The server's ground floor (db, lib, adapters, plugins, services, realtime, context, config). */
const groundFloor = [
  'server/{db,lib,adapters,plugins,services}/**/*.ts',
  'server/{config,context,payment-handlers,realtime,realtime-bus,sessions}.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['*.js', '**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Files a newcomer reads in one sitting: issue 14's size rules, kept by the linter.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', '**/*.spec.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  // One import rule set per folder (ESLint keeps only the last `no-restricted-imports` that
  // matches a file, so each entry lists everything that applies to its folder).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative] }] },
  },
  {
    // Shared layers sit below the features: they never reach up into one.
    files: ['src/{app,components,lib,api}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative, intoFeatures] }] },
  },
  {
    // Domain rules are shared by the PWA and the server: pure TypeScript that imports only domain/.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            intoFeatures,
            {
              regex: '^(?!\\./|@/domain/|@/i18n/message\\.ts$)',
              message:
                'src/domain imports only src/domain and the message type (nothing platform-specific).',
            },
          ],
        },
      ],
    },
  },
  // The server: modules meet only through their index.ts, and the ground floor imports none.
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoModuleInternals] }] },
  },
  {
    files: ['server/modules/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./[a-z-]+/(?!index\\.ts$)',
              message:
                "A server module is imported only through its index.ts ('./<module>/index.ts').",
            },
          ],
        },
      ],
    },
  },
  ...serverModules.map((module) => ({
    // A sub-folder named like another module would read as that module: name sub-folders apart.
    files: [`server/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            intoModuleInternals,
            {
              regex: `^(\\.\\./)+(${serverModules.filter((m) => m !== module).join('|')})/(?!index\\.ts$)`,
              message:
                "Another server module is imported only through its index.ts ('../<module>/index.ts').",
            },
          ],
        },
      ],
    },
  })),
  {
    files: groundFloor,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message:
                'The ground floor imports no module: pass the behaviour in (a lookup, a registered handler).',
            },
          ],
        },
      ],
    },
  },
  // Features never import each other: what two features share moves down to components/, lib/
  // or domain/, and route files compose features.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(feature) }] },
  })),
  // The admin feature by use case: a use case reads another's data (its api/) but never its
  // screens, and what the whole admin shares (shared/) depends on no use case.
  {
    files: ['src/features/admin/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...featurePatterns('admin'),
            {
              regex: `^@/features/admin/(${adminUseCases.join('|')})/`,
              message: "The admin's shared part imports no use case.",
            },
          ],
        },
      ],
    },
  },
  ...adminUseCases.map((useCase) => ({
    files: [`src/features/admin/${useCase}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...featurePatterns('admin'),
            {
              regex: `^@/features/admin/(${adminUseCases.filter((u) => u !== useCase).join('|')})/(?!api/)`,
              message: "An admin use case imports another's api/ only, never its components.",
            },
          ],
        },
      ],
    },
  })),
  ...i18nConfig,
);
