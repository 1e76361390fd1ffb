import { eq } from 'drizzle-orm';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { useTestApp } from '../test/harness';

const t = useTestApp();

describe('the outbox (no SMTP server configured)', () => {
  it('writes each queued message as an .eml file under DATA_DIR/outbox and marks it sent', async () => {
    await t.app.mail.enqueue({
      kind: 'test',
      to: 'guest@example.com',
      subject: 'Your Roast order',
      text: 'Your cake is ready.',
      html: '<p>Your cake is ready.</p>',
    });
    const [pending] = await t.db.select().from(mailOutbox);
    expect(pending?.status).toBe('pending');

    await t.app.mail.drain();

    const [sent] = await t.db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    const folder = path.join(t.config.dataDir, 'outbox');
    const files = (await readdir(folder)).filter((file) => file.endsWith(`${sent!.id}.eml`));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(folder, files[0]!), 'utf8');
    expect(eml).toContain('To: guest@example.com');
    expect(eml).toContain('Subject: Your Roast order');
    expect(eml).toContain('From: Roast <hello@roastcafe.in>');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
  });

  it('delivers nothing twice', async () => {
    await t.app.mail.enqueue({ kind: 'test', to: 'a@example.com', subject: 'One', text: 'one' });
    await t.app.mail.drain();
    await t.app.mail.drain();
    const files = await readdir(path.join(t.config.dataDir, 'outbox'));
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(files.filter((file) => file.endsWith(`${rows[0]!.id}.eml`))).toHaveLength(1);
  });

  it('makes the outbox folder again when it went away while the store ran', async () => {
    await t.app.mail.enqueue({ kind: 'test', to: 'a@example.com', subject: 'Before', text: 'one' });
    await t.app.mail.drain();
    const folder = path.join(t.config.dataDir, 'outbox');
    await rm(folder, { recursive: true, force: true });
    await t.app.mail.enqueue({ kind: 'test', to: 'b@example.com', subject: 'After', text: 'two' });
    await t.app.mail.drain();
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    const after = rows.find((row) => row.subject === 'After')!;
    expect((await readdir(folder)).filter((file) => file.endsWith(`${after.id}.eml`))).toHaveLength(1);
  });

  it('gives up at once on an address that reaches nobody, such as an erased account’s, and sends the rest', async () => {
    await t.app.mail.enqueue({ kind: 'test', to: 'erased-1@erased.invalid', subject: 'Nobody', text: 'one' });
    await t.app.mail.enqueue({ kind: 'test', to: 'c@example.com', subject: 'Somebody', text: 'two' });
    await t.app.mail.drain();
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.find((row) => row.subject === 'Nobody')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'the address reaches nobody',
    });
    expect(rows.find((row) => row.subject === 'Somebody')).toMatchObject({ status: 'sent' });
    const nobody = rows.find((row) => row.subject === 'Nobody')!;
    const files = await readdir(path.join(t.config.dataDir, 'outbox'));
    expect(files.filter((file) => file.endsWith(`${nobody.id}.eml`))).toHaveLength(0);
  });

  it('sends a message queued without a job (by an earlier version) once the server starts, and only once', async () => {
    const [orphan] = await t.db
      .insert(mailOutbox)
      .values({ kind: 'contact', toAddress: 'kept@example.com', subject: 'Kept from before', text: 'Hello' })
      .returning();
    expect(await t.app.mail.adoptOrphans()).toBe(1);
    expect(await t.app.mail.adoptOrphans()).toBe(0);
    await t.app.mail.drain();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, orphan!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
