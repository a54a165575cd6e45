import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'plugins/**/*.test.ts', 'plugins/**/*.test.tsx', 'tests/**/*.test.ts'],
    testTimeout: 20000,
    // Components run in a simulated DOM; everything else in Node.
    environmentMatchGlobs: [['**/*.test.tsx', 'jsdom']],
    setupFiles: ['tests/setup-dom.ts'],
  },
});
