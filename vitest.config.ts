import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM builds; some dependencies require() it while vite
    // resolves imports to the ESM build. Two copies break instanceof checks ("from
    // another module or realm"), so every import gets the CommonJS entry, as in Node.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    reporters: ['default', './test/reporters/unhandled-tail.ts'],
  },
});
