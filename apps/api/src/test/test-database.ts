export type TestDatabase = { kind: 'pglite'; snapshotPath: string } | { kind: 'postgres'; template: string };

/** The PostgreSQL server the suite uses; each run creates and drops its own databases there. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrlFor(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
