import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const PURE_PATHS = ['react', 'react-dom', 'effector', 'effector-react', 'socket.io-client', 'rxjs'].map((name) => ({
  name, message: 'src/engine and src/lib are pure: no UI, state containers or I/O.',
}));
const PURE_PATTERNS = [{ group: ['node:*', 'fs', 'path', 'http', 'https', 'crypto'], message: 'src/engine and src/lib are pure: no Node APIs.' }];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'bench/results.md', '.parcel-cache/', 'coverage/', 'tests/.scaffold/', '.perf/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The interpreter is pure: no UI, state containers, network or Node APIs (STYLE.md, "Guard rails").
    files: ['src/engine/**/*.ts', 'src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: PURE_PATHS, patterns: PURE_PATTERNS }],
      'no-restricted-globals': ['error',
        { name: 'fetch', message: 'The engine does no network.' },
        { name: 'localStorage', message: 'The engine does no storage.' },
        { name: 'window', message: 'The engine has no DOM.' },
        { name: 'document', message: 'The engine has no DOM.' },
        { name: 'setTimeout', message: 'The engine has no timers: time is passed in.' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'The engine reads no clock: pass `now` in.' },
        { object: 'Math', property: 'random', message: 'The engine is deterministic.' },
      ],
    },
  },
  {
    // Package names are not enough: a relative import could reach plugins, the SDK, UI or i18n (STYLE.md, "Who may
    // import whom"). The engine's own code leaves its folder only for the generated types and src/lib's pure helpers;
    // its tests may use test support (tests/support/) and the schema validator.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: PURE_PATHS,
        patterns: [...PURE_PATTERNS, {
          regex: '^\\.\\./(?!(types|lib)(/|$))',
          message: 'src/engine imports only src/engine, src/types and src/lib (its pure helpers).',
        }],
      }],
    },
  },
  {
    // One door for plugins (issue #23): a style imports the SDK (src/plugin-api), the generated types and its own
    // folder; what styles share lives in the SDK. plugins/index.ts (the registry) and its tests are not a style.
    files: ['plugins/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^\\.\\./(?!\\.\\./src/(plugin-api|types)(/|$))',
          message: 'A plugin imports only src/plugin-api, src/types and its own folder: export what it needs from src/plugin-api.',
        }],
      }],
    },
  },
);
