import { defineConfig } from 'vitest/config';

// Three levels, each runnable alone (npm run test:unit / test:contract / test:integration): pure functions,
// the content client and the embedded API against the shared contract, and whole builds.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'] } },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
  },
});
