import { spawn } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
async function launch(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
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
    output: () => output,
    /** SIGTERM, and the exit code. */
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    /** SIGTERM, without waiting. */
    signal: () => child.kill('SIGTERM'),
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
      await waitFor(
        () => (readdirSync(path.join(dataDir, 'outbox')).length > 1 ? true : undefined),
        'the reset mail in the outbox',
      );
    } finally {
      await server.stop();
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modesUnder(dataDir);
    expect(entries.some((entry) => entry.path.includes(`${path.sep}pglite${path.sep}`))).toBe(true);
    expect(entries.some((entry) => entry.path.endsWith('jwt-secret'))).toBe(true);
    expect(entries.filter((entry) => entry.path.endsWith('.eml'))).toHaveLength(2);
    const open = entries.filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600));
    expect(open.map((entry) => `${entry.path} ${entry.mode.toString(8)}`)).toEqual([]);
  }, 90_000);

  it('lets one process at a time open the embedded database: another server or npm run staff waits its turn', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-one-process-'));
    const server = await launch(dataDir);
    try {
      const second = await startServer({ DATA_DIR: dataDir, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The store cannot open the embedded database in ${dataDir}: the store (process`);
      const cli = await runEntry('src/staff-cli.ts', ['list'], { DATA_DIR: dataDir });
      expect(cli.code).toBe(1);
      expect(cli.output).toContain('npm run staff cannot open the embedded database');
      // The running store is unharmed.
      expect((await fetch(`${server.address}/healthz`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const invited = await runEntry(
      'src/staff-cli.ts',
      ['invite', '--email', 'Owner@RoastCafe.in', '--name', 'Anita', '--role', 'owner'],
      { DATA_DIR: dataDir },
    );
    expect(invited.code, invited.output).toBe(0);
    expect(invited.output).toMatch(/http:\/\/localhost:3000\/staff\/set-password\/[A-Za-z0-9_-]{43}/);
    const mails = readdirSync(path.join(dataDir, 'outbox'));
    expect(mails).toHaveLength(1);
    expect(readdirSync(dataDir)).not.toContain('server.pid');
  }, 120_000);

  it('stops with a message naming a bad variable', async () => {
    const { code, output } = await startServer({ PORT: 'eighty' });
    expect(code).not.toBe(0);
    expect(output).toContain('PORT');
    expect(output).toContain("'eighty'");
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
