import type { ContactMessage } from '@roast/domain';
import type { Queryable } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: Queryable,
  message: ContactMessage & { subject: string; ip: string | null },
): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.to,
      phone: message.phone ?? null,
      subject: message.subject,
      preferredMethod: message.method ?? null,
      message: message.message,
      ip: message.ip,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}
