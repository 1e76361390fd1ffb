import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MessageChannel, MessageProvider } from './port';

/**
 * The offline provider, the default: each message is written as one JSON file under
 * `DATA_DIR/outbox/<channel>/`, `{ id, to, template, language, variables, text, at }`, for a person
 * or a test to read. Nothing leaves the machine.
 */
export function createSandboxProvider(
  channel: MessageChannel,
  dataDir: string,
  now = () => new Date(),
): MessageProvider {
  const folder = path.join(dataDir, 'outbox', channel);
  return {
    channel,
    name: 'sandbox',
    async send(message) {
      await mkdir(folder, { recursive: true });
      const { id, to, template, language, variables, text } = message;
      await writeFile(
        path.join(folder, `${id}.json`),
        `${JSON.stringify({ id, to, template, language, variables, text, at: now().toISOString() }, null, 2)}\n`,
      );
      return { providerMessageId: `sandbox-${id}` };
    },
  };
}
