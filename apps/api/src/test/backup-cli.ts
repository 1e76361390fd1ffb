import { spawn } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * Runs `npm run backup|restore` as a person would (the CLI itself), answering its exit code and
 * words; `umask` runs it under that umask (as a shell's `umask 000` would), not this process's.
 */
export function backupCli(
  args: string[],
  env: Record<string, string>,
  options: { umask?: string } = {},
): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, '--import', 'tsx', 'src/backup-cli.ts', ...args];
  return new Promise((resolve) => {
    const child = options.umask
      ? spawn('sh', ['-c', `umask ${options.umask} && exec "$@"`, 'sh', ...command], {
          cwd: apiRoot,
          env: { PATH: process.env.PATH ?? '', ...env },
        })
      : spawn(command[0]!, command.slice(1), { cwd: apiRoot, env: { PATH: process.env.PATH ?? '', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
