import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { signedInMember } from '../../test/staff';

const t = useTestApp();

describe('the audit trail', () => {
  it('shows the owner every change, newest first, filtered by kind or by one item, in pages', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
    const { data: cakes } = (await console.get('/api/staff/catalog/cakes')).json() as {
      data: { _id: string; name: string }[];
    };
    const [first, second] = cakes;
    await console.patch(`/api/staff/catalog/cakes/${first!._id}`, { isSold: true });
    await console.patch(`/api/staff/catalog/cakes/${second!._id}`, { isSold: true });
    await console.patch(`/api/staff/catalog/cakes/${first!._id}`, { isSold: false });

    const all = (await console.get('/api/staff/audit')).json() as {
      data: { itemId: string; after: object }[];
      total: number;
    };
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({ itemId: first!._id, after: { isSold: false } });
    const one = (await console.get(`/api/staff/audit?kind=cakes&id=${first!._id}`)).json() as {
      data: { itemName: string; by: string; action: string }[];
    };
    expect(one.data).toHaveLength(2);
    expect(one.data[0]).toMatchObject({ itemName: first!.name, by: 'Anita Kulkarni', action: 'updated' });
    const paged = (await console.get('/api/staff/audit?limit=2&page=2')).json() as { data: unknown[]; page: number };
    expect(paged).toMatchObject({ page: 2 });
    expect(paged.data).toHaveLength(1);
    expect((await console.get('/api/staff/audit?kind=cakes&id=nope')).statusCode).toBe(400);
  });

  it('is the owner’s to read', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'staff' });
    expect((await console.get('/api/staff/audit')).statusCode).toBe(403);
  });
});
