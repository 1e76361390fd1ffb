import { spawn } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { claimDataDir } from './data-dir';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real server entry point and collects what it says until it exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return runEntry('src/server.ts', [], env);
}

/** Runs an entry point (the server, `npm run staff`) until it exits, with what it said. */
function runEntry(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'roast-start-')), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit; it said:\n${output}`));
    }, 40_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Starts the real server on a free port; answers its address once it says it is open. */
async function launch(dataDir: string, env: Record<string, string> = { HOST: '127.0.0.1' }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const address = await waitFor(
    () =>
      output.includes('Roast is open')
        ? /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
        : undefined,
    () => `start-up; the server said:\n${output}`,
    60_000,
  );
  return {
    address,
    pid: child.pid!,
    output: () => output,
    /** SIGTERM, and the exit code. */
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    /** SIGTERM (or another signal), without waiting. */
    signal: (signal: NodeJS.Signals = 'SIGTERM') => child.kill(signal),
    exited,
  };
}

/** Every file and folder under a folder, with its permission bits. */
function modesUnder(folder: string): { path: string; mode: number; folder: boolean }[] {
  const found: { path: string; mode: number; folder: boolean }[] = [];
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const target = path.join(current, entry.name);
      found.push({ path: target, mode: statSync(target).mode & 0o777, folder: entry.isDirectory() });
      if (entry.isDirectory()) visit(target);
    }
  };
  visit(folder);
  return found;
}

async function waitFor<T>(check: () => T | undefined, what: string | (() => string), timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('server start-up', () => {
  it('starts on an empty DATA_DIR, answers, and shuts down cleanly on SIGTERM', async () => {
    const server = await launch(mkdtempSync(path.join(os.tmpdir(), 'roast-start-')));
    expect(server.output()).toContain('"seeded":true');
    const health = await fetch(`${server.address}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 90_000);

  it('on SIGTERM refuses new connections, answers on the open ones and closes them, then exits', async () => {
    const server = await launch(mkdtempSync(path.join(os.tmpdir(), 'roast-drain-')));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url: string, options: { agent?: http.Agent } = {}) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(url, options, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode!, connection: response.headers.connection }),
            );
          })
          .on('error', reject);
      });
    // A proxy's kept-alive connection, opened before the signal.
    expect(await get(`${server.address}/healthz`, { agent })).toMatchObject({ status: 200, connection: 'keep-alive' });
    server.signal();
    await waitFor(() => (server.output().includes('shutting down') ? true : undefined), 'the shutdown to begin');
    await expect(get(`${server.address}/healthz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The open connection is still answered, and told to close.
    expect(await get(`${server.address}/api/cake/list`, { agent })).toEqual({ status: 200, connection: 'close' });
    expect(await server.exited).toBe(0);
    agent.destroy();
  }, 90_000);

  it('keeps DATA_DIR readable by its own user only, old files and new ones alike', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-private-'));
    chmodSync(dataDir, 0o755);
    // Left by an earlier version, open to everyone on the machine.
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'outbox', 'old-reset-link.eml'), 'Subject: reset', { mode: 0o644 });
    const server = await launch(dataDir);
    try {
      // A new mail in the outbox, written after start-up.
      const email = `private-${Date.now()}@example.com`;
      await fetch(`${server.address}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Asha', phone: '9876543210', email, password: 'cardamom-latte' }),
      });
      await fetch(`${server.address}/api/user/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      // The old file, the sign-up's link to confirm the email, and the reset link.
      await waitFor(
        () => (readdirSync(path.join(dataDir, 'outbox')).length > 2 ? true : undefined),
        'the confirmation and reset mails in the outbox',
      );
    } finally {
      await server.stop();
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modesUnder(dataDir);
    expect(entries.some((entry) => entry.path.includes(`${path.sep}pglite${path.sep}`))).toBe(true);
    expect(entries.some((entry) => entry.path.endsWith('jwt-secret'))).toBe(true);
    expect(entries.filter((entry) => entry.path.endsWith('.eml'))).toHaveLength(3);
    const open = entries.filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600));
    expect(open.map((entry) => `${entry.path} ${entry.mode.toString(8)}`)).toEqual([]);
  }, 90_000);

  it('stops with a message naming a bad variable', async () => {
    const { code, output } = await startServer({ PORT: 'eighty' });
    expect(code).not.toBe(0);
    expect(output).toContain('PORT');
    expect(output).toContain("'eighty'");
  }, 30_000);

  it('listens on this machine only by default, and says how to open it to a network', async () => {
    const server = await launch(mkdtempSync(path.join(os.tmpdir(), 'roast-loopback-')), {});
    try {
      expect(server.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${server.address}/healthz`)).status).toBe(200);
      // Fastify names every address it listens on: 127.0.0.1 is the only one.
      expect(server.output().match(/Server listening at [^"]+/g)).toEqual([`Server listening at ${server.address}`]);
      expect(server.output()).toContain('to this machine only (HOST=127.0.0.1). To open it to a network, set HOST');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 90_000);

  it('refuses to listen beyond this machine with the sandbox, naming HOST', async () => {
    const { code, output } = await startServer({ HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(output).toContain(
      'PAYMENT_PROVIDER is the sandbox, which lets anyone mark an order paid, and HOST (0.0.0.0) is not a loopback address',
    );
    expect(output).toContain('RAZORPAY_KEY_SECRET must be set to your own value when HOST is not a loopback address');
    expect(output).not.toContain('Roast is open');
    expect(output).not.toContain('Server listening');
  }, 30_000);

  it('refuses to take sandbox payments on a public address', async () => {
    const { code, output } = await startServer({ PUBLIC_URL: 'https://roastcafe.in' });
    expect(code).not.toBe(0);
    expect(output).toContain('PAYMENT_PROVIDER is the sandbox');
    expect(output).toContain('RAZORPAY_KEY_SECRET must be set to your own value');
    expect(output).not.toContain('Roast is open');
  }, 30_000);

  it('exits non-zero with a clear message when DATABASE_URL does not answer, without its password', async () => {
    const { code, output } = await startServer({ DATABASE_URL: 'postgres://roast:hunter2@127.0.0.1:1/roast' });
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /Cannot connect to PostgreSQL at postgres:\/\/roast:\*\*\*@127\.0\.0\.1:1\/roast \(DATABASE_URL\)/,
    );
    expect(output).not.toContain('hunter2');
  }, 30_000);
});

describe('one process at a time on the embedded database', () => {
  it('refuses a second server, npm run seed, staff and backup while a store runs, and the store goes on', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-one-process-'));
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
  }, 180_000);

  it('starts at once after a store killed with SIGKILL, with nothing to clear away', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-killed-'));
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
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-old-pid-'));
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
