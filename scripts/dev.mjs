#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173),
// which proxies /api and /images to the API.
import { spawn } from 'node:child_process';

// Pages come from Vite's server, so that is the store's public address: links in mails point
// there, and the console's writes (which must come from PUBLIC_URL's origin) are accepted from it.
const env = { PUBLIC_URL: 'http://localhost:5173', ...process.env };

const children = [
  ['api', 'npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts']],
  ['web', 'npm', ['run', 'dev', '-w', '@roast/web']],
].map(([name, command, args]) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited (${code ?? 'signal'})`);
    stop(code ?? 0);
  });
  return child;
});

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
