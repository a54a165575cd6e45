import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'plugins/**/*.test.ts', 'plugins/**/*.test.tsx', 'tests/**/*.test.ts'],
    testTimeout: 20000,
  },
});
