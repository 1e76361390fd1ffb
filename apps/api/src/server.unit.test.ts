import http from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launch, modesUnder, preparedDataDir, startServer, waitFor } from './test/server-process';

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
    const server = await launch(await preparedDataDir('roast-drain-'));
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
    // The database as a copy leaves it: its files open to everyone on the machine.
    const dataDir = await preparedDataDir('roast-private-');
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
    const server = await launch(await preparedDataDir('roast-loopback-'), {});
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
