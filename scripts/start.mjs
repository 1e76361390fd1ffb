#!/usr/bin/env node
// `npm start`: builds the web app and the server when their builds are missing or older than
// their sources, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestChange(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) if (child !== 'node_modules') visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return newest;
}

function buildIfStale(name, output, sources, workspace) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt > 0 && builtAt >= newestChange(sources)) return;
  console.log(`Building ${name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

const domain = at('packages', 'domain', 'src');
buildIfStale(
  'the web app',
  at('apps', 'web', 'dist-server', 'entry-server.js'),
  [
    at('apps', 'web', 'src'),
    at('apps', 'web', 'public'),
    at('apps', 'web', 'index.html'),
    at('apps', 'web', 'vite.config.ts'),
    domain,
  ],
  '@roast/web',
);
buildIfStale(
  'the server',
  at('apps', 'api', 'dist', 'server.js'),
  [at('apps', 'api', 'src'), at('apps', 'api', 'build.mjs'), domain],
  '@roast/api',
);

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(at('apps', 'api', 'dist', 'server.js')).href);
