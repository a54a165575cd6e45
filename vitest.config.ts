import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: logic and server suites run in Node; components (*.test.tsx) in a simulated DOM.
export default defineConfig({
  // The SDK as a plugin outside plugins/ imports it (tsconfig.json "paths", package.json "alias").
  resolve: { alias: [{ find: /^canvass\/plugin-api\//, replacement: fileURLToPath(new URL('./src/plugin-api/', import.meta.url)) }] },
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Writes tests/e2e/artifacts/index.html from the screenshots once every suite ran (issue #16).
          globalSetup: ['tests/e2e/gallery/gallery-teardown.ts'],
          include: ['src/**/*.test.ts', 'plugins/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'plugins/**/*.test.tsx', 'tests/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
