import {
  DLT_VARIABLE_MAX,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_TEMPLATE_NAMES,
  NOTIFICATION_TEMPLATES,
  dltText,
  type NotificationTemplateName,
} from './notifications';

const LANGUAGE_NAMES = { en: 'English (en)', kn: 'Kannada (kn)', hi: 'Hindi (hi)' } as const;

/** What Meta asks a template to show as a sample of each variable. */
const SAMPLES: Record<string, string> = {
  customer_name: 'Asha Rao',
  order_number: 'CCX-261128-0042',
  outlet: 'Roast CCX',
  pickup_time: 'Sat, 28 Nov, 4:30 PM',
  pickup_code: '482913',
  refund_amount: '₹1,450.00',
  event: 'Sourdough Saturday',
  starts_at: 'Sat, 5 Dec, 10:00 AM',
  venue: 'Roast CCX, Indiranagar',
  places: '2',
  items: '1 × Belgian chocolate truffle (1 kg, eggless)',
  code: '482913',
};

/** The channels a template goes by: the kitchen's only by WhatsApp. */
const channelsOf = (name: NotificationTemplateName) =>
  name === 'kitchen_new_order' ? 'WhatsApp only (to an outlet’s kitchen)' : 'WhatsApp and SMS';

/**
 * Every message template as it is submitted: to Meta (WhatsApp message templates, variables
 * `{{1}}`…, with samples) and to the DLT registry (SMS content templates, each variable `{#var#}`).
 * `docs/notifications.md` is this text; a test keeps the two the same.
 */
export function notificationCatalog(): string {
  const lines = [
    '# Message templates',
    '',
    'The WhatsApp and SMS messages the store sends, as they are submitted to Meta (WhatsApp Business',
    'message templates) and to the DLT registry (SMS content templates, for `SMS_DLT_TEMPLATE_IDS`).',
    'This file is written by `npm run docs:templates` from `packages/domain/src/notifications.ts`.',
    '',
    '- **Meta**: one template per name, with a translation in each language; the body’s variables',
    '  are `{{1}}`, `{{2}}`… in the order listed, each given its sample. Utility templates follow',
    '  something the customer did; `otp` is an authentication template.',
    '- **DLT**: one content template per name and language, type *Service Implicit* (transactional),',
    `  under the 6-letter header in \`SMS_SENDER_ID\`; each \`{#var#}\` holds at most ${DLT_VARIABLE_MAX} characters`,
    '  (the store cuts longer values). Kannada and Hindi go as Unicode.',
    '',
  ];
  for (const name of NOTIFICATION_TEMPLATE_NAMES) {
    const template = NOTIFICATION_TEMPLATES[name];
    lines.push(`## \`${name}\``, '');
    lines.push(`- Meta category: ${template.category === 'utility' ? 'Utility' : 'Authentication'}`);
    lines.push(`- Goes by: ${channelsOf(name)}`);
    lines.push('- Variables:');
    template.variables.forEach((variable, index) =>
      lines.push(`  ${index + 1}. \`${variable}\`, sample “${SAMPLES[variable] ?? variable}”`),
    );
    lines.push('');
    for (const language of NOTIFICATION_LANGUAGES) {
      lines.push(`### ${LANGUAGE_NAMES[language]}`, '');
      lines.push('WhatsApp body:', '', '```text', template.texts[language], '```', '');
      if (name !== 'kitchen_new_order') lines.push('DLT content:', '', '```text', dltText(name, language), '```', '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
