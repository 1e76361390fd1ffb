import { defineConfig } from 'vitest/config';

const apiProject = (name: 'api-pglite' | 'api-postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    exclude: ['apps/api/src/**/*.unit.test.ts'],
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
          include: ['packages/domain/src/**/*.test.ts', 'apps/api/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      apiProject('api-pglite'),
      apiProject('api-postgres'),
    ],
  },
});
