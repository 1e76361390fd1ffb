/** The cluster test's tools: its ports and limits, calls through nginx or to one server, and nginx itself. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../bench/lib';
export const NGINX_PORT = 3870;
export const PORTS = [3871, 3872] as const;
export const PUBLIC_URL = `http://127.0.0.1:${NGINX_PORT}`;
export const OWNER = { email: 'owner@roastcafe.in', password: 'counter-owner-2026' };
export const PLACES = 10;
export const BUYERS = 30;
export const LOGIN_LIMIT = 5;
export const SIGNUP_LIMIT = 5;
/** The unpaid places one client address may hold at once (bookings.service.ts). */
export const HELD_PLACES_LIMIT = 10;

let failures = 0;
/** Says how the checks went, and exits non-zero when any failed. */
export function finish(): void {
  if (failures > 0) {
    console.error(`\n✖ ${failures} cluster check(s) failed`);
    process.exit(1);
  }
  console.log('\nEvery cluster check passed.\n');
}

export function check(what: string, ok: boolean, detail = '') {
  console.log(`${ok ? '  ✓' : '  ✖'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures += 1;
}

export interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
  text: string;
}

export async function call(
  base: string,
  method: string,
  route: string,
  options: { body?: unknown; token?: string; cookie?: string; form?: FormData; forwardedFor?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { origin: PUBLIC_URL };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.token = options.token;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const response = await fetch(base + route, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (a photo, a page)
  }
  return { status: response.status, headers: response.headers, json, text };
}

/**
 * A request to nginx from a client at another loopback address (127.0.0.2, …), so that nginx sees
 * a client of its own, apart from this script's other requests.
 */
export function callFrom(
  localAddress: string,
  method: string,
  route: string,
  options: { body?: unknown; forwardedFor?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${PUBLIC_URL}${route}`,
      {
        method,
        localAddress,
        headers: {
          origin: PUBLIC_URL,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A different made-up address for each attempt, as a client forging X-Forwarded-For would send. */
export const forged = (attempt: number) => `198.51.100.${attempt + 1}`;

export async function within<T>(ms: number, probe: () => Promise<T | undefined>): Promise<{ value?: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return { value, ms: Date.now() - started };
    if (Date.now() - started > ms) return { ms: Date.now() - started };
    await sleep(20);
  }
}

export function startNginx(dir: string): ChildProcess {
  const template = readFileSync(path.join(root, 'deploy/nginx/roast.conf'), 'utf8');
  const site = template
    .replace(/server 127\.0\.0\.1:3001/, `server 127.0.0.1:${PORTS[0]}`)
    .replace(/server 127\.0\.0\.1:3002/, `server 127.0.0.1:${PORTS[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${NGINX_PORT};`)
    .replace(/server_name [^;]+;/, 'server_name localhost;');
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return nginx;
}
