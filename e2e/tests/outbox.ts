import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The store's outbox (no SMTP server in the browser tests): every mail is an .eml file. */
const outbox = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** Waits for the newest mail to an address with a subject, and answers its text. */
export async function mailTo(address: string, subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
        for (const file of files.reverse()) {
          const eml = await readFile(path.join(outbox(), file), 'utf8');
          if (eml.includes(`To: ${address}`) && eml.includes(`Subject: ${subject}`)) {
            found = eml;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${address} about '${subject}'` },
    )
    .toBe(true);
  // Quoted-printable wraps long lines with a trailing '='.
  return found.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
