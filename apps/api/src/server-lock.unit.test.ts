import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimDataDir } from './data-dir';
import { launch, preparedDataDir, runEntry, startServer } from './test/server-process';

describe('one process at a time on the embedded database', () => {
  it('refuses a second server, npm run seed, staff and backup while a store runs, and the store goes on', async () => {
    const dataDir = await preparedDataDir('roast-one-process-');
    const server = await launch(dataDir);
    const holder = `the store (process ${server.pid}) is using it, and only one process at a time may`;
    try {
      const second = await startServer({ DATA_DIR: dataDir, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The store cannot open the embedded database in ${dataDir}: ${holder}`);
      expect(second.output).not.toContain('Server listening');
      const staff = await runEntry('src/staff-cli.ts', ['list'], { DATA_DIR: dataDir });
      expect(staff.code).toBe(1);
      expect(staff.output).toContain(`npm run staff cannot open the embedded database in ${dataDir}: ${holder}`);
      expect(staff.output).toContain('Stop it first, or use the console.');
      const seed = await runEntry('src/db/seed/cli.ts', [], { DATA_DIR: dataDir });
      expect(seed.code).toBe(1);
      expect(seed.output).toContain(`npm run seed cannot open the embedded database in ${dataDir}: ${holder}`);
      const backup = await runEntry('src/backup-cli.ts', ['backup', path.join(dataDir, 'b.tar.gz')], {
        DATA_DIR: dataDir,
      });
      expect(backup.code).toBe(1);
      expect(backup.output).toContain(`npm run backup cannot open the embedded database in ${dataDir}: ${holder}`);
      expect(readdirSync(dataDir)).not.toContain('b.tar.gz');
      // The running store is unharmed: it answers, and writes.
      expect((await fetch(`${server.address}/healthz`)).status).toBe(200);
      const signUp = await fetch(`${server.address}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Asha',
          phone: '9876543210',
          email: 'asha@example.com',
          password: 'cardamom-latte',
        }),
      });
      expect(signUp.status).toBe(201);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // Once it has stopped, the CLI may open the database, and finds what the store wrote.
    const invited = await runEntry(
      'src/staff-cli.ts',
      ['invite', '--email', 'Owner@RoastCafe.in', '--name', 'Anita', '--role', 'owner'],
      { DATA_DIR: dataDir },
    );
    expect(invited.code, invited.output).toBe(0);
    expect(invited.output).toMatch(/http:\/\/localhost:3000\/staff\/set-password\/[A-Za-z0-9_-]{43}/);
    const outbox = path.join(dataDir, 'outbox');
    const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'));
    expect(mails.filter((mail) => mail.includes('/staff/set-password/'))).toHaveLength(1);
    // The link printed opens the member's account on the store.
    const token = /\/staff\/set-password\/([A-Za-z0-9_-]{43})/.exec(invited.output)![1];
    const again = await launch(dataDir, { HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' });
    try {
      const set = await fetch(`${again.address}/api/staff/set-password/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ password: 'filter-coffee-2026' }),
      });
      expect(set.status, await set.text()).toBe(200);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  }, 180_000);

  it('starts at once after a store killed with SIGKILL, with nothing to clear away', async () => {
    const dataDir = await preparedDataDir('roast-killed-');
    const first = await launch(dataDir);
    const signUp = await fetch(`${first.address}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Asha',
        phone: '9876543210',
        email: 'asha@example.com',
        password: 'cardamom-latte',
      }),
    });
    expect(signUp.status).toBe(201);
    first.signal('SIGKILL');
    expect(await first.exited).toBeNull();
    // The kernel let the lock go with the process: it can be taken the moment the process is gone,
    // with nothing left to go stale first.
    const release = await claimDataDir(dataDir, 'A check');
    release();
    const next = await launch(dataDir);
    try {
      expect(next.output()).not.toContain('cannot open the embedded database');
      const login = await fetch(`${next.address}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'asha@example.com', password: 'cardamom-latte' }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await next.stop()).toBe(0);
    }
  }, 180_000);

  it('is not stopped by an old server.pid naming a live process that has nothing to do with it', async () => {
    const dataDir = await preparedDataDir('roast-old-pid-');
    // A process id reused by a stranger (after a reboot, in a container): alive, and not a store.
    const stranger = spawn('sleep', ['120'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'server.pid'), `${stranger.pid}\n`);
      const server = await launch(dataDir);
      try {
        expect((await fetch(`${server.address}/healthz`)).status).toBe(200);
        expect(readdirSync(dataDir)).not.toContain('server.pid');
      } finally {
        expect(await server.stop()).toBe(0);
      }
      writeFileSync(path.join(dataDir, 'server.pid'), `${stranger.pid}\n`);
      const listed = await runEntry('src/staff-cli.ts', ['list'], { DATA_DIR: dataDir });
      expect(listed.code, listed.output).toBe(0);
      expect(stranger.exitCode).toBeNull();
    } finally {
      stranger.kill('SIGKILL');
    }
  }, 120_000);
});
