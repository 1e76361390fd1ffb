import type { ReceivedMessage } from '@roast/domain';
import type { StaffUser } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import * as repository from './contact.repository';

type MessageRow = NonNullable<Awaited<ReturnType<typeof repository.messageById>>>;

const toMessage = ({ message, handledBy }: MessageRow): ReceivedMessage => ({
  _id: message.id,
  name: message.name,
  email: message.email,
  phone: message.phone,
  subject: message.subject,
  preferredMethod: message.preferredMethod,
  message: message.message,
  receivedAt: message.createdAt.toISOString(),
  handled: message.handledAt !== null,
  handledBy,
  handledAt: message.handledAt ? message.handledAt.toISOString() : null,
});

/** The messages sent through the contact form, as the staff answer them. */
export function createMessagesDesk({ db }: { db: Database }) {
  return {
    async list(filter: { handled?: boolean }, page?: { page: number; limit: number }) {
      const { rows, total } = await repository.pageOfMessages(
        db,
        filter,
        page && { limit: page.limit, offset: (page.page - 1) * page.limit },
      );
      return { data: rows.map(toMessage), total };
    },

    async markHandled(staff: StaffUser, id: string, handled: boolean): Promise<ReceivedMessage> {
      const row = await repository.setHandled(db, id, handled, staff.id);
      if (!row) throw notFound('contact_message_not_found');
      return toMessage((await repository.messageById(db, id))!);
    },
  };
}

export type MessagesDesk = ReturnType<typeof createMessagesDesk>;
