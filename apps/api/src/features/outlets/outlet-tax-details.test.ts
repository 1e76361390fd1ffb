import type { Store } from '@roast/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { signedInMember } from '../../test/staff';

const t = useTestApp();

const outlets = async () => ((await t.app.inject({ url: '/api/stores/list' })).json() as { stores: Store[] }).stores;

describe('an outlet’s tax and licence details', () => {
  it('are in the public outlets list, with where the outlet is', async () => {
    const [ccx, r24, rcc] = await outlets();
    expect(ccx).toMatchObject({
      legalName: 'Roast Cafe Private Limited',
      gstin: '29AAHCR4821K1Z0',
      fssaiLicence: '21224019000871',
      geo: { latitude: 12.9719, longitude: 77.6412 },
    });
    expect(new Set([ccx, r24, rcc].map((store) => store!.fssaiLicence)).size).toBe(3);
    for (const store of [ccx, r24, rcc]) expect(store!.fssaiLicence).toMatch(/^\d{14}$/);
  });

  it('are changed by the owner, the GSTIN checked to its last character', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const [ccx] = await outlets();
    const changed = await console.patch(`/api/staff/outlets/${ccx!._id}`, {
      legalName: ' Roast Cafe Pvt Ltd ',
      gstin: '27aapfu0939f1zv',
      fssaiLicence: '10012345000123',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await outlets())[0]).toMatchObject({
      legalName: 'Roast Cafe Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      fssaiLicence: '10012345000123',
    });

    const cases: [object, string, string][] = [
      [
        { gstin: '27AAPFU0939F1ZA' },
        'gstin_check_mismatch',
        'That GSTIN’s last character does not match: please check it against the certificate.',
      ],
      [{ gstin: '29AAHCR4821' }, 'gstin_shape', 'A GSTIN has 15 characters, like 29AAHCR4821K1Z0.'],
      [{ fssaiLicence: '1001234500012' }, 'fssai_invalid', 'An FSSAI licence number has exactly 14 digits.'],
      [{ fssaiLicence: '1001234500012X' }, 'fssai_invalid', 'An FSSAI licence number has exactly 14 digits.'],
      [{ legalName: ' ' }, 'legal_name_missing', 'Give the business’s registered name.'],
    ];
    for (const [body, code, message] of cases) {
      const response = await console.patch(`/api/staff/outlets/${ccx!._id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code, message, field: Object.keys(body)[0] });
    }
  });

  it('are changed by an owner only', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'staff' });
    const [ccx] = await outlets();
    const response = await console.patch(`/api/staff/outlets/${ccx!._id}`, { fssaiLicence: '10012345000123' });
    expect(response.statusCode).toBe(403);
    expect((await outlets())[0]!.fssaiLicence).toBe('21224019000871');
  });
});
