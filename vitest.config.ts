import { defineConfig } from 'vitest/config';

const apiProject = (name: 'api-pglite' | 'api-postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    // Several servers on one database exist only with PostgreSQL: their tests run there alone.
    exclude: [
      'apps/api/src/**/*.unit.test.ts',
      ...(name === 'api-pglite' ? ['apps/api/src/**/*.cluster.test.ts'] : []),
    ],
    environment: 'node',
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    pool: 'forks' as const,
    // Files share their worker's database (opened once per worker), reset before every test.
    isolate: false,
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'apps/api/src/**/*.unit.test.ts', 'tools/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      apiProject('api-pglite'),
      apiProject('api-postgres'),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: {
            // No script leaves the machine: the checkout script "loads" without being fetched, and
            // the tests put the widget it would define on window themselves.
            happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } },
          },
          setupFiles: ['apps/web/src/test/setup.ts'],
          unstubGlobals: true,
          // A person's typing takes a while on a busy machine; none of these waits on a timer.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
