import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{cli,manifest,content,templates,runtime,test}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
    // Files that opt into happy-dom (\`// @vitest-environment happy-dom\`) get a loopback page URL,
    // and navigation never leaves the test (the runtime navigates on purpose in some tests).
    environmentOptions: {
      happyDOM: {
        url: 'http://127.0.0.1:3000/',
        settings: { navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true, disableFallbackToSetURL: true } },
      },
    },
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
