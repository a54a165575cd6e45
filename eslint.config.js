import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
      'no-restricted-imports': ['error', {
        paths: ['react', 'react-dom', 'effector', 'effector-react', 'socket.io-client', 'rxjs'].map((name) => ({
          name, message: 'src/engine and src/lib are pure: no UI, state containers or I/O.',
        })),
        patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'https', 'crypto'], message: 'src/engine and src/lib are pure: no Node APIs.' }],
      }],
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
);
