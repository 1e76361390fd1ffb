import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONSENT_WORDING } from '@roast/domain';
import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { CI_FACTOR, expect, test } from './fixtures';
import { addHamper, payForCart, signInBrowser, type Customer } from './shop';
import { logInToConsole, OWNER } from './staff';

interface SandboxMessage {
  to: string;
  template: string;
  language: string;
  variables: string[];
  text: string;
  at: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the WhatsApp sandbox wrote to a number, oldest first. */
async function whatsAppTo(number: string): Promise<SandboxMessage[]> {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'outbox', 'whatsapp');
  const files = await readdir(folder).catch(() => [] as string[]);
  const messages = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as SandboxMessage),
  );
  return messages.filter((message) => message.to === number).sort((a, b) => a.at.localeCompare(b.at));
}

/** The order's card on the owner's board at Roast CCX, over the next seven days. */
async function cardOn(board: Page, reference: string) {
  await board.getByRole('group', { name: 'Outlet' }).getByRole('button', { name: 'Roast CCX' }).tap();
  await board.getByRole('button', { name: 'Next 7 days' }).tap();
  const card = board.getByRole('article', { name: reference });
  await expect(card).toBeVisible({ timeout: 10_000 });
  return card;
}

test('a customer who opts in to WhatsApp in Kannada is told of a real order in Kannada, and of none after opting out', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000 * CI_FACTOR);
  const digits = `98${String(Date.now()).slice(-8)}`;
  const number = `+91${digits}`;
  const email = `asha.${Date.now()}@example.com`;
  const registered = await request.post('/api/user/register', {
    data: { name: 'Asha Rao', phone: digits, email, password: 'filter-kaapi-2026' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const customer: Customer = { token: ((await registered.json()) as { token: string }).token, name: 'Asha Rao', email };

  // On her phone, in Kannada: WhatsApp on, the messages in Kannada.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  await signInBrowser(phone, customer);
  const account = await phone.newPage();
  await account.goto('/kn/myorders');
  await account.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const whatsapp = account.getByRole('checkbox', { name: new RegExp(escaped(CONSENT_WORDING.whatsapp.kn)) });
  await expect(whatsapp).not.toBeChecked();
  await whatsapp.tap();
  await expect(whatsapp).toBeChecked();
  await account
    .getByRole('combobox', { name: new RegExp(`^${escaped(CONSENT_WORDING.language.kn)}`) })
    .selectOption('kn');
  await expect
    .poll(async () => (await request.get('/api/user/notifications', { headers: { token: customer.token } })).json())
    .toEqual({ success: true, data: { email: true, whatsapp: true, sms: false, language: 'kn' } });

  // She pays for a hamper at Roast CCX: confirmed on WhatsApp, in Kannada.
  const { offers, stores } = await catalog(request);
  const ccx = stores.find((store) => store.outletName === 'Roast CCX')!;
  const hamper = offers.find((offer) => offer.isActive && !offer.isSold && offer.storeSelect.includes('Roast CCX'))!;
  await addHamper(request, customer, hamper, ccx);
  const reference = await payForCart(request, customer);
  await expect
    .poll(async () => (await whatsAppTo(number)).map((message) => message.template))
    .toEqual(['order_confirmed']);

  // The owner, on the counter's tablet, makes it and says it is ready.
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const board = await tablet.newPage();
  await board.goto('/staff');
  await logInToConsole(board, OWNER.email, OWNER.password);
  let card = await cardOn(board, reference);
  await card.getByRole('button', { name: 'Start preparing' }).tap();
  await expect(card).toContainText('Preparing');
  await card.getByRole('button', { name: 'Ready for pickup' }).tap();
  await expect(card.getByRole('button', { name: 'Hand over…' })).toBeVisible();

  await expect
    .poll(async () => (await whatsAppTo(number)).map((message) => [message.template, message.language]))
    .toEqual([
      ['order_confirmed', 'kn'],
      ['order_ready', 'kn'],
    ]);
  const sent = await whatsAppTo(number);
  for (const message of sent) {
    expect(message.text).toMatch(/[\u0C80-\u0CFF]/);
    expect(message.text).toContain(reference);
    expect(message.variables).toContain('Roast CCX');
  }

  // The card shows both messages, and how far each got.
  await board.reload();
  card = await cardOn(board, reference);
  await card.getByText('History').tap();
  const messages = card.getByRole('list', { name: 'Messages about this order' });
  await expect(messages.getByRole('listitem')).toHaveText([
    /^WhatsApp · Order confirmed\s*Sent ·/,
    /^WhatsApp · Ready for pickup\s*Sent ·/,
  ]);

  // WhatsApp off: the next order is made ready without a message.
  await whatsapp.tap();
  await expect(whatsapp).not.toBeChecked();
  await expect
    .poll(async () => (await request.get('/api/user/notifications', { headers: { token: customer.token } })).json())
    .toMatchObject({ data: { whatsapp: false } });
  await addHamper(request, customer, hamper, ccx);
  const next = await payForCart(request, customer);
  const nextCard = await cardOn(board, next);
  await nextCard.getByRole('button', { name: 'Start preparing' }).tap();
  await expect(nextCard).toContainText('Preparing');
  await nextCard.getByRole('button', { name: 'Ready for pickup' }).tap();
  await expect(nextCard.getByRole('button', { name: 'Hand over…' })).toBeVisible();
  await board.waitForTimeout(1_000);
  expect((await whatsAppTo(number)).map((message) => message.template)).toEqual(['order_confirmed', 'order_ready']);

  await phone.close();
  await tablet.close();
});
