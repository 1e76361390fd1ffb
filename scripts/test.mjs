#!/usr/bin/env node
// `npm test`: everything the repository checks, in order, stopping at the first failure:
// lint, typecheck, unit, web app and API integration (PGlite, then PostgreSQL), two servers behind
// nginx, then the browser tests.
// On CI (CI=true) the PostgreSQL suite always runs and fails when it cannot connect; elsewhere it
// is skipped, loudly, when no PostgreSQL answers.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onCi = process.env.CI === 'true' || process.env.CI === '1';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const timings = [];

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push([name, seconds]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function summary() {
  console.log('\nSteps:');
  for (const [name, seconds] of timings) console.log(`  ${seconds.padStart(6)} s  ${name}`);
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  }
}

step('chromium present', 'bash', ['scripts/ensure-chromium.sh']);
step('nginx present', 'bash', ['scripts/ensure-nginx.sh']);
step('lint', 'npm', ['run', 'lint']);
step('typecheck', 'npm', ['run', 'typecheck']);

const projects = ['--project', 'unit', '--project', 'web', '--project', 'api-pglite'];
const postgresProblem = await postgresAnswers();
if (postgresProblem === null) {
  projects.push('--project', 'api-postgres');
} else if (onCi) {
  console.error(`\n✖ CI=true and the PostgreSQL suite cannot connect to ${postgresUrl}: ${postgresProblem}`);
  process.exit(1);
} else {
  console.warn(
    `\n⚠ PostgreSQL does not answer at ${postgresUrl} (${postgresProblem}).\n⚠ SKIPPING the PostgreSQL suite. Set TEST_DATABASE_URL or start PostgreSQL to run it.`,
  );
}
step('unit, web app and API integration tests', 'npx', ['vitest', 'run', ...projects]);
step('build', 'npm', ['run', 'build']);
// Two servers on one PostgreSQL behind nginx (needs PostgreSQL, like the suite above).
if (postgresProblem === null) step('two servers behind nginx', 'npm', ['run', 'test:cluster']);
else console.warn('\n⚠ SKIPPING the cluster test: it needs PostgreSQL.');
step('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
summary();
