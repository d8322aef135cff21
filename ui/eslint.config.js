// Lint rules for the UI, run by `npm run lint` (and so by `make test`) with --max-warnings 0:
// a warning fails the run like an error.
//
// Where code may import from (the feature boundaries):
// - src/features/<name>/ is one feature. Its files are private to it: another feature may only
//   import what it exports from its public entry, src/features/<name>/index.ts (`@/features/<name>`).
// - src/app/ composes the features (routes, providers, layouts) and may import any feature file, so
//   that routes can load a page's module on demand.
// - Shared code (src/components, src/lib, src/config, src/generated, src/locales, src/test) never
//   imports a feature: what two features need lives there instead.
// - No import cycles, even through a lazy `import()`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['./src/components', './src/lib', './src/config', './src/generated', './src/locales', './src/test'];

const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'A feature imports another feature only through its public entry (`@/features/<name>`, its index.ts).',
}));

export default defineConfig([
  globalIgnores(['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage']),
  {
    files: ['**/*.{js,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // Lets import-x read TypeScript files (without it, no-cycle sees no .ts/.tsx module at all).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: SHARED,
              from: './src/features',
              message: 'Shared code does not import features: move what both need to src/lib or src/components.',
            },
          ],
        },
      ],
      // Unused names are the compiler's job (noUnusedLocals); `_name` marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Playwright fixtures take `({}, use)`: an empty pattern and a `use` that is not React's.
    files: ['e2e/**'],
    rules: {
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      'react-hooks/rules-of-hooks': 'off',
    },
  },
]);
