import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { signedInMember } from '../../test/staff';

const t = useTestApp();

async function send(name: string, message: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/mail/send',
    payload: {
      name,
      to: `${name.toLowerCase().split(' ')[0]}@example.com`,
      phone: '9876543210',
      subject: 'Cake',
      method: 'Email',
      message,
    },
    remoteAddress: `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('contact messages in the console', () => {
  it('lists them newest first, marks one handled with who and when, and filters by it', async () => {
    await send('Asha Rao', 'Do you make sugar-free cakes?');
    await send('Ravi Kumar', 'Can I book the terrace?');
    const { console } = await signedInMember(t.app, t.db, { role: 'staff', name: 'Kavya Menon' });
    const list = (await console.get('/api/staff/messages')).json() as {
      data: { _id: string; name: string; handled: boolean; message: string }[];
    };
    expect(list.data.map((m) => m.name)).toEqual(['Ravi Kumar', 'Asha Rao']);
    const marked = await console.patch(`/api/staff/messages/${list.data[1]!._id}`, { handled: true });
    expect(marked.json()).toMatchObject({
      data: { handled: true, handledBy: 'Kavya Menon', handledAt: expect.any(String) },
    });
    const open = (await console.get('/api/staff/messages?handled=false')).json() as { data: { name: string }[] };
    expect(open.data.map((m) => m.name)).toEqual(['Ravi Kumar']);
    const done = (await console.get('/api/staff/messages?handled=true')).json() as { data: { name: string }[] };
    expect(done.data.map((m) => m.name)).toEqual(['Asha Rao']);
    expect((await console.patch(`/api/staff/messages/${crypto.randomUUID()}`, { handled: true })).statusCode).toBe(404);
    const csv = await console.get('/api/staff/messages?format=csv');
    expect(csv.body).toContain('Do you make sugar-free cakes?');
    expect((await t.app.inject({ url: '/api/staff/messages' })).statusCode).toBe(401);
  });
});
