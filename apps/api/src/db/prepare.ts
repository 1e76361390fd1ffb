import { catalog } from './seed/data';
import { seedCatalog } from './seed/seed';
import { isEmpty, type DatabaseHandle } from './client';

/** Applies migrations, then loads the catalog into an empty database. Safe to run at every start. */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { today?: Date } = {},
): Promise<{ seeded: boolean }> {
  return database.withSchemaLock(async (locked) => {
    await locked.migrate();
    if (!(await isEmpty(locked.db))) return { seeded: false };
    await seedCatalog(locked.db, catalog, { today: options.today ?? new Date() });
    return { seeded: true };
  });
}
