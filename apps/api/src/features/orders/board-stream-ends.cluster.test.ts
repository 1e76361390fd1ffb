import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { stores } from '../../db/schema';
import { openBoardStream } from '../../test/board-stream';
import { testClock } from '../../test/clock';
import { testDatabase, useTestApp } from '../../test/harness';
import { atShopTime, paidOrder } from '../../test/shop';
import { signedInMember, STAFF_PASSWORD } from '../../test/staff';

/** Two servers on one PostgreSQL database: the test app, and a second one built beside it, listening. */
const t = useTestApp();
let second: FastifyInstance;
let base = '';
beforeEach(atShopTime);

beforeAll(async () => {
  second = await buildApp(t.config, {
    database: await testDatabase(),
    jobs: 'manual',
    now: () => testClock.now(),
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await second.close();
});

type Stream = ReturnType<typeof openBoardStream>;
const open: Stream[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});
async function boardOnTheSecondServer(cookie: string, outlet: string) {
  const stream = openBoardStream(base, cookie, outlet);
  open.push(stream);
  expect(await stream.status).toBe(200);
  return stream;
}

async function within(ms: number, check: () => boolean, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type Member = Awaited<ReturnType<typeof signedInMember>>;

describe('a board open on one server', () => {
  it.each<[string, (member: Member, owner: Member, outlets: { ccx: string; other: string }) => Promise<unknown>]>([
    ['the member logs out', (member) => member.console.post('/api/staff/logout')],
    [
      'the owner switches the member off',
      (member, owner) => owner.console.patch(`/api/staff/members/${member.member.id}`, { active: false }),
    ],
    [
      'the member changes their password',
      (member) =>
        member.console.post('/api/staff/password', {
          currentPassword: STAFF_PASSWORD,
          password: 'a-brand-new-password',
        }),
    ],
    [
      'the owner takes the outlet off the member',
      (member, owner, { other }) => owner.console.patch(`/api/staff/members/${member.member.id}`, { outlets: [other] }),
    ],
  ])('ends within a second when, through the other server, %s; no later order reaches it', async (_what, act) => {
    const [ccx, other] = await t.db.select().from(stores).orderBy(stores.position);
    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    const member = await signedInMember(t.app, t.db, { outlets: [ccx!.id] });
    const board = await boardOnTheSecondServer(member.cookie, ccx!.id);
    const ownersBoard = await boardOnTheSecondServer(owner.cookie, ccx!.id);

    const answer = (await act(member, owner, { ccx: ccx!.id, other: other!.id })) as {
      statusCode: number;
      body: string;
    };
    expect(answer.statusCode, answer.body).toBe(200);
    const started = Date.now();
    await within(1_000, () => board.endedByServer, 'the board on the other server did not end');
    expect(Date.now() - started).toBeLessThan(1_000);

    const paid = await paidOrder(t.app, t.db, { storeId: ccx!.id });
    await within(
      3_000,
      () => ownersBoard.heard.some((event) => event.id === paid.id),
      'the owner’s board did not hear',
    );
    expect(board.heard.some((event) => event.id === paid.id)).toBe(false);
    expect(ownersBoard.endedByServer).toBe(false);
  });
});
