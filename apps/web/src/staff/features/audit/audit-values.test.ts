import { describe, expect, it } from 'vitest';
import { fieldName, valueWords } from './audit-values';

describe('an audit entry’s words', () => {
  it('name an outlet’s settings as the console’s forms do, and say a switch as Yes or No', () => {
    expect(fieldName('kitchenWhatsApp')).toBe('Kitchen WhatsApp number');
    expect(fieldName('kitchenWhatsAppMessages')).toBe('New-order messages to the kitchen');
    expect(fieldName('slotCapacity')).toBe('Units per slot');
    expect(fieldName('fssaiLicence')).toBe('FSSAI licence number');
    expect(valueWords('kitchenWhatsAppMessages', true)).toBe('Yes');
    expect(valueWords('kitchenWhatsApp', null)).toBeNull();
  });
});
