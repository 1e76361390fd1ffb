import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { openBoardStream } from '../../test/board-stream';
import { holdNextAnswer } from '../../test/held-answer';
import { useTestApp } from '../../test/harness';
import { atShopTime, paidOrder } from '../../test/shop';
import { logIn, signedInMember, STAFF_PASSWORD } from '../../test/staff';
import { STREAMS_PER_MEMBER } from './board-streams';

const t = useTestApp();
beforeEach(atShopTime);

let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

type Stream = ReturnType<typeof openBoardStream>;
const streams: Stream[] = [];

/** A board's stream, open (200) before the test goes on; closed at the end of the test. */
async function openBoard(cookie: string, outlet: string) {
  const stream = openBoardStream(base, cookie, outlet);
  streams.push(stream);
  expect(await stream.status).toBe(200);
  return stream;
}
afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});

async function within(ms: number, check: () => boolean, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The server ends the stream at once: it is over within a moment of the answer. */
async function endedByTheServer(stream: Stream) {
  await within(1_000, () => stream.endedByServer, 'the stream did not end');
}

/**
 * An order paid at the outlet after the stream ended: a board still open there hears it, and
 * the ended stream does not.
 */
async function noLaterOrderReaches(ended: Stream, stillOpen: Stream, storeId: string) {
  const heardBefore = ended.heard.length;
  const paid = await paidOrder(t.app, t.db, { storeId });
  await within(3_000, () => stillOpen.heard.some((event) => event.id === paid.id), 'the open board did not hear');
  expect(ended.heard).toHaveLength(heardBefore);
  expect(ended.heard.some((event) => event.id === paid.id)).toBe(false);
}

async function outlets() {
  const [ccx, sevenDays] = await t.db.select().from(stores).orderBy(stores.position);
  return { ccx: ccx!.id, sevenDays: sevenDays!.id };
}

describe('an open board’s stream ends with its session', () => {
  it('at logout, and no later order reaches it; the member’s board on another device goes on', async () => {
    const { ccx } = await outlets();
    const { member, cookie, console } = await signedInMember(t.app, t.db, { outlets: [ccx] });
    const tablet = await openBoard(cookie, ccx);
    const phone = await openBoard(await logIn(t.app, member.email), ccx);

    expect((await console.post('/api/staff/logout')).statusCode).toBe(200);
    await endedByTheServer(tablet);
    await noLaterOrderReaches(tablet, phone, ccx);
    expect(phone.endedByServer).toBe(false);
  });

  it('when the owner switches the member off, and no later order reaches it', async () => {
    const { ccx } = await outlets();
    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    const { member, cookie } = await signedInMember(t.app, t.db, { outlets: [ccx] });
    const board = await openBoard(cookie, ccx);
    const ownersBoard = await openBoard(owner.cookie, ccx);

    const off = await owner.console.patch(`/api/staff/members/${member.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    await endedByTheServer(board);
    await noLaterOrderReaches(board, ownersBoard, ccx);
  });

  it('when the member changes their password, on every device, and no later order reaches them', async () => {
    const { ccx } = await outlets();
    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    const { member, cookie, console } = await signedInMember(t.app, t.db, { outlets: [ccx] });
    const here = await openBoard(cookie, ccx);
    const elsewhere = await openBoard(await logIn(t.app, member.email), ccx);
    const ownersBoard = await openBoard(owner.cookie, ccx);

    const changed = await console.post('/api/staff/password', {
      currentPassword: STAFF_PASSWORD,
      password: 'a-brand-new-password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await endedByTheServer(here);
    await endedByTheServer(elsewhere);
    await noLaterOrderReaches(here, ownersBoard, ccx);
    expect(elsewhere.heard).toHaveLength(0);
    // This device's new session opens the board again.
    const renewed = changed.cookies.find((c) => c.name === 'roast_staff')!;
    await openBoard(`roast_staff=${renewed.value}`, ccx);
  });

  it('when the owner takes the outlet off the member, for that outlet only, and no later order of it reaches them', async () => {
    const { ccx, sevenDays } = await outlets();
    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    const { member, cookie } = await signedInMember(t.app, t.db, { outlets: [ccx, sevenDays] });
    const ccxBoard = await openBoard(cookie, ccx);
    const sevenDaysBoard = await openBoard(cookie, sevenDays);
    const ownersBoard = await openBoard(owner.cookie, ccx);

    const moved = await owner.console.patch(`/api/staff/members/${member.id}`, { outlets: [sevenDays] });
    expect(moved.statusCode, moved.body).toBe(200);
    await endedByTheServer(ccxBoard);
    await noLaterOrderReaches(ccxBoard, ownersBoard, ccx);
    // The outlet they keep goes on.
    await noLaterOrderReaches(ccxBoard, sevenDaysBoard, sevenDays);
    expect(sevenDaysBoard.endedByServer).toBe(false);
    // And the stream cannot be opened again for the outlet they lost.
    const again = openBoardStream(base, cookie, ccx);
    streams.push(again);
    expect(await again.status).toBe(403);
  });

  it('when the owner changes an owner’s role to staff of one outlet, for the other outlets', async () => {
    const { ccx, sevenDays } = await outlets();
    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    const other = await signedInMember(t.app, t.db, { role: 'owner' });
    const ccxBoard = await openBoard(other.cookie, ccx);
    const sevenDaysBoard = await openBoard(other.cookie, sevenDays);
    const ownersBoard = await openBoard(owner.cookie, sevenDays);

    const demoted = await owner.console.patch(`/api/staff/members/${other.member.id}`, {
      role: 'staff',
      outlets: [ccx],
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await endedByTheServer(sevenDaysBoard);
    await noLaterOrderReaches(sevenDaysBoard, ownersBoard, sevenDays);
    expect(ccxBoard.endedByServer).toBe(false);
  });

  it.each([
    ['the signed-in check', /where s\.token_hash = /],
    ['the stream’s own look at the session', /where s\.id in \(/],
  ])('even when the session ends while the stream is being opened (after %s read it)', async (_read, query) => {
    const { ccx } = await outlets();
    const { cookie, console } = await signedInMember(t.app, t.db, { outlets: [ccx] });
    // The read comes back with the session live, but only after the logout.
    const held = holdNextAnswer(
      t.db,
      (text) => /from "staff_sessions" s join "staff_members" m/.test(text) && query.test(text),
    );
    try {
      const opening = openBoardStream(base, cookie, ccx);
      streams.push(opening);
      await held.read;
      expect((await console.post('/api/staff/logout')).statusCode).toBe(200);
      held.release();
      expect(await opening.status).toBe(401);
      expect(await opening.refusal).toMatchObject({ success: false, message: 'Please log in to the console.' });
    } finally {
      held.restore();
      held.release();
    }
  });
});

describe('open streams per member', () => {
  it(`are ${STREAMS_PER_MEMBER} at most: another one closes the oldest, and the rest go on`, async () => {
    const { ccx } = await outlets();
    const { cookie } = await signedInMember(t.app, t.db, { outlets: [ccx] });
    const boards: Stream[] = [];
    for (let i = 0; i < STREAMS_PER_MEMBER; i += 1) boards.push(await openBoard(cookie, ccx));
    const newest = await openBoard(cookie, ccx);
    await endedByTheServer(boards[0]!);
    await noLaterOrderReaches(boards[0]!, newest, ccx);
    for (const board of boards.slice(1)) {
      await within(3_000, () => board.heard.length === newest.heard.length, 'an open board did not hear');
      expect(board.endedByServer).toBe(false);
    }
    // Another member's boards are their own.
    const colleague = await signedInMember(t.app, t.db, { outlets: [ccx] });
    await openBoard(colleague.cookie, ccx);
    expect(boards.slice(1).every((board) => !board.endedByServer)).toBe(true);
  });
});
