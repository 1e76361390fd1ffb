import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

/** The token of the newest confirmation link mailed to an address, read from the outbox as a person reads the mail. */
export async function confirmationToken(db: Database, email: string): Promise<string | undefined> {
  const [mail] = await db
    .select({ text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'email-verification')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return /http:\/\/localhost:3000\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
}

/** Follows the newest link mailed to the address, as the page the link opens does. */
export async function confirmEmail(app: FastifyInstance, db: Database, email: string) {
  const token = await confirmationToken(db, email);
  if (!token) throw new Error(`No confirmation link was mailed to ${email}`);
  const response = await app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } });
  if (response.statusCode !== 200) throw new Error(`verify-email answered ${response.statusCode}: ${response.body}`);
  return response;
}
