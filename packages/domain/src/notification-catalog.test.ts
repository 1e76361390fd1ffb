import { describe, expect, it } from 'vitest';
import { notificationCatalog } from './notification-catalog';
import { NOTIFICATION_LANGUAGES, NOTIFICATION_TEMPLATE_NAMES, NOTIFICATION_TEMPLATES } from './notifications';

describe('the templates as submitted to Meta and DLT', () => {
  it('list every template in every language with each variable numbered, and no SMS text for the kitchen', () => {
    const catalog = notificationCatalog();
    for (const name of NOTIFICATION_TEMPLATE_NAMES) {
      expect(catalog).toContain(`## \`${name}\``);
      for (const language of NOTIFICATION_LANGUAGES)
        expect(catalog).toContain(NOTIFICATION_TEMPLATES[name].texts[language]);
      NOTIFICATION_TEMPLATES[name].variables.forEach((variable, index) =>
        expect(catalog).toContain(`${index + 1}. \`${variable}\``),
      );
    }
    const kitchen = catalog.slice(catalog.indexOf('## `kitchen_new_order`'), catalog.indexOf('## `otp`'));
    expect(kitchen).not.toContain('DLT content');
  });

  it('never name the brand twice in a row (the outlet’s name carries it: “Roast CCX”)', () => {
    for (const name of NOTIFICATION_TEMPLATE_NAMES)
      for (const language of NOTIFICATION_LANGUAGES)
        expect(NOTIFICATION_TEMPLATES[name].texts[language], `${name}.${language}`).not.toMatch(/Roast \{\{\d\}\}/);
  });
});
