import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real server entry point and collects what it says until it exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'roast-start-')), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit; it said:\n${output}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('server start-up', () => {
  it('starts on an empty DATA_DIR, answers, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-start-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start-up within 30 s:\n${output}`)), 30_000);
      child.stdout.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && output.includes('Roast is open')) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    expect(output).toContain('"seeded":true');
    const health = await fetch(`${address}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const exitCode = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(output).toContain('shutting down');
  }, 40_000);

  it('stops with a message naming a bad variable', async () => {
    const { code, output } = await startServer({ PORT: 'eighty' });
    expect(code).not.toBe(0);
    expect(output).toContain('PORT');
    expect(output).toContain("'eighty'");
  });

  it('refuses to take sandbox payments on a public address', async () => {
    const { code, output } = await startServer({ PUBLIC_URL: 'https://roastcafe.in' });
    expect(code).not.toBe(0);
    expect(output).toContain('PAYMENT_PROVIDER is the sandbox');
    expect(output).toContain('RAZORPAY_KEY_SECRET must be set to your own value');
    expect(output).not.toContain('Roast is open');
  });

  it('exits non-zero with a clear message when DATABASE_URL does not answer, without its password', async () => {
    const { code, output } = await startServer({ DATABASE_URL: 'postgres://roast:hunter2@127.0.0.1:1/roast' });
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /Cannot connect to PostgreSQL at postgres:\/\/roast:\*\*\*@127\.0\.0\.1:1\/roast \(DATABASE_URL\)/,
    );
    expect(output).not.toContain('hunter2');
  });
});
