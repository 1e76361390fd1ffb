import { ConfigError, loadConfig } from '../../config';
import { claimDataDir, DataDirInUseError } from '../../data-dir';
import { DatabaseUnreachableError, maskDatabaseUrl, openDatabase } from '../client';
import { catalog } from './data';
import { seedCatalog } from './seed';

/** `npm run seed`: migrates, then adds whatever part of the catalog is missing. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const release = config.databaseUrl ? () => {} : await claimDataDir(config.dataDir, 'npm run seed');
  try {
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
    }
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DatabaseUnreachableError || error instanceof DataDirInUseError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
