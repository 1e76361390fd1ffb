import { loadConfig } from '../../config';
import { claimDataDir } from '../../data-dir';
import { maskDatabaseUrl, openDatabase } from '../client';
import { catalog } from './data';
import { seedCatalog } from './seed';

/** `npm run seed`: migrates, then adds whatever part of the catalog is missing. */
const config = loadConfig(process.env);
const release = config.databaseUrl ? () => {} : await claimDataDir(config.dataDir, 'npm run seed');
const database = await openDatabase(config);
try {
  const counts = await database.withSchemaLock(async (locked) => {
    await locked.migrate();
    return seedCatalog(locked.db, catalog, { today: new Date() });
  });
  const where = config.databaseUrl ? maskDatabaseUrl(config.databaseUrl) : config.dataDir;
  console.log(`Catalog checked in ${where}; anything missing was added. The catalog has:`, counts);
} finally {
  await database.close();
  release();
}
