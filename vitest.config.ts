import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{cli,manifest,content,templates,runtime,test}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
