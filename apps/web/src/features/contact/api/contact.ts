import type { ContactPayload } from '@roast/domain';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';

/** The plain text the spec's `text` field carries; the server writes the mail itself. */
const plainText = (message: ContactPayload) =>
  `Phone: ${message.phone}\nPreferred method: ${message.method}\n\n${message.message}`;

/** 'Send Us a Message': the message goes to the cafe's own inbox. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (message: ContactPayload) =>
      postJson('/api/mail/send', { ...message, subject: `Message from ${message.name}`, text: plainText(message) }),
  });
}
