import { defineConfig } from 'vitest/config'

// Browser tests against the built server: `npm run test:e2e` builds first. One file at a time,
// since each starts its own server and Chromium and the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // a busy machine may take more than the default second to show what a poll waits for
    expect: { poll: { timeout: 10_000 } },
  },
})
