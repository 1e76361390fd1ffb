import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase, useTestApp } from '../test/harness';
import { preparedQuery, preparedSql } from './prepared';
import { stores } from './schema';

const t = useTestApp();

const nameOf = preparedQuery('test_store_name', (db) =>
  db
    .select({ name: stores.outletName })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id'))),
);
const rename = preparedSql<{ outlet_name: string }>(
  'test_store_rename',
  sql`update ${stores} set outlet_name = ${sql.placeholder('name')} where id = ${sql.placeholder('id')} returning outlet_name`,
);

class RolledBack extends Error {}

describe('prepared statements', () => {
  it('run on the database, and inside a transaction on its connection: its own writes seen, and gone with it', async () => {
    const [store] = await t.db.select().from(stores).limit(1);
    const before = store!.outletName;
    expect(await nameOf(t.db, { id: store!.id })).toEqual([{ name: before }]);

    const onPostgres = (await testDatabase()).kind === 'postgres';
    await expect(
      t.db.transaction(async (tx) => {
        expect(await rename(tx, { id: store!.id, name: 'Roast Test Kitchen' })).toEqual([
          { outlet_name: 'Roast Test Kitchen' },
        ]);
        expect(await nameOf(tx, { id: store!.id })).toEqual([{ name: 'Roast Test Kitchen' }]);
        // Another connection does not see the uncommitted name (PGlite has only the one).
        if (onPostgres) expect(await nameOf(t.db, { id: store!.id })).toEqual([{ name: before }]);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);

    expect(await nameOf(t.db, { id: store!.id })).toEqual([{ name: before }]);
    await rename(t.db, { id: store!.id, name: 'Roast Renamed' });
    expect(await nameOf(t.db, { id: store!.id })).toEqual([{ name: 'Roast Renamed' }]);
  });

  it('take each run its own values', async () => {
    const all = await t.db.select({ id: stores.id, name: stores.outletName }).from(stores);
    const answers = await Promise.all(all.map((store) => nameOf(t.db, { id: store.id })));
    expect(answers).toEqual(all.map((store) => [{ name: store.name }]));
  });
});
