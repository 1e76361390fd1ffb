import pino from 'pino';
import { createOneTimeLinks } from './auth/one-time-links';
import { resolveJwtSecret } from './auth/secrets';
import { ConfigError, loadConfig } from './config';
import { claimDataDir, DataDirInUseError, keepDataPrivate } from './data-dir';
import { DatabaseUnreachableError, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { createEvents } from './events/events';
import { staffCommand, StaffCommandError } from './features/staff/staff.cli';
import { createStaff } from './features/staff/staff.service';
import { subscribeStaff } from './features/staff/staff.subscribers';
import { createJobs } from './jobs/jobs';
import { MailQueue } from './mail/mail-queue';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';
import { createMemoryStore } from './rate-limit/memory-store';
import { RateLimiter } from './rate-limit/rate-limiter';

/** `npm run staff -- ...`: see features/staff/staff.cli.ts. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, { cwd: process.env.INIT_CWD ?? process.cwd() });
  await keepDataPrivate(config.dataDir);
  const release = config.databaseUrl ? () => {} : await claimDataDir(config.dataDir, 'npm run staff');
  const database = await openDatabase(config);
  const log = pino({ level: 'warn' });
  const jobs = createJobs({ db: database.db, log });
  const mail = new MailQueue(
    database.db,
    jobs,
    config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createOutboxTransport(config.dataDir, log),
    config.mail.from,
    log,
  );
  // The links are signed with the servers' secret, so the ones printed here work there.
  const links = createOneTimeLinks({
    secret: await resolveJwtSecret(config.jwtSecret, config.dataDir, (message) => console.warn(message)),
    publicUrl: config.publicUrl,
  });
  const events = createEvents({ db: database.db, jobs, log });
  subscribeStaff({ events, mail, links });
  try {
    await prepareDatabase(database);
    // Nothing runs by itself here: the command's own mail is delivered before it ends.
    await jobs.start('manual');
    const staff = createStaff({
      db: database.db,
      limiter: new RateLimiter(createMemoryStore(), config.rateLimits),
      mail,
      events,
      links,
      scryptLogN: config.scryptLogN,
    });
    console.log(await staffCommand(process.argv.slice(2), staff));
    await mail.drain();
  } finally {
    await jobs.stop();
    mail.close();
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof StaffCommandError ||
    error instanceof ConfigError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof DataDirInUseError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
