import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// Trap 2 of the stack notes: one copy of graphql for the server side.
const graphqlAlias = [{ find: /^graphql$/, replacement: require.resolve('graphql') }];

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: graphqlAlias },
        test: { name: 'server-unit', include: ['server/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: graphqlAlias },
        test: {
          name: 'server-integration',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup.ts'],
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      './client/vitest.config.ts',
    ],
  },
});
