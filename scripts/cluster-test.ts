/**
 * `npm run test:cluster`: two PostgreSQL-backed servers behind Debian's nginx (deploy/nginx), as
 * the store runs past one machine. Proves that a session made on one works on the other, that a
 * photo uploaded through one is served by the other, that a price changed through one shows on the
 * other within a second, that a board open on one hears an order paid and moved through the other,
 * that a race for an event's places over both never oversells and mails each booking once, and
 * that the staff login limit holds across both, that a client cannot choose the address the
 * per-address limits count by forging X-Forwarded-For through nginx, and that a rolling restart
 * under load fails no request. Exits non-zero when any of these is broken.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { openBoardStream } from '../apps/api/src/test/board-stream';
import { ensureBuilt, startServer, withScratchPostgres, type RunningServer } from './bench/lib';

import {
  BUYERS,
  call,
  callFrom,
  check,
  finish,
  forged,
  HELD_PLACES_LIMIT,
  LOGIN_LIMIT,
  OWNER,
  PLACES,
  PORTS,
  PUBLIC_URL,
  SIGNUP_LIMIT,
  startNginx,
  within,
} from './cluster/harness';

async function run(databaseUrl: string, dataDir: string) {
  const env = (port: number) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dataDir, `server-${port}`),
    PORT: String(port),
    PUBLIC_URL,
    // nginx (this machine) is the only proxy whose X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
    JWT_SECRET: 'cluster-secret-cluster-secret-cluster',
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    SCRYPT_LOG_N: '10',
    NODE_ENV: 'test',
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    RECONCILE_INTERVAL_MS: '1000',
    RATE_LIMIT_STAFF_LOGIN_PER_EMAIL: `${LOGIN_LIMIT}/min`,
    // Only the account's own limit is measured here: the address's own limit is far above it.
    RATE_LIMIT_STAFF_LOGIN_PER_EMAIL_AND_IP: '100000/min',
    RATE_LIMIT_REGISTER_PER_IP: `${SIGNUP_LIMIT}/min`,
    RATE_LIMIT_BOOKING_PER_IP: '100000/min',
    RATE_LIMIT_BOOKING_PER_EMAIL: '100000/min',
    RATE_LIMIT_CHECKOUT_PER_USER: '100000/min',
  });
  // Both start at once: migrations and the first seed run once, under the schema lock.
  const servers: RunningServer[] = await Promise.all(PORTS.map((port) => startServer(env(port), '/readyz')));
  const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'roast-nginx-'));
  const nginx = startNginx(nginxDir);
  const [a, b] = servers.map((server) => server.url) as [string, string];
  try {
    await within(10_000, async () => ((await fetch(`${PUBLIC_URL}/readyz`).catch(() => null))?.ok ? true : undefined));
    const proxied = await call(PUBLIC_URL, 'GET', '/readyz');
    check('nginx answers from a ready server', proxied.status === 200 && proxied.json.status === 'ready');
    // nginx names each request ($request_id, 32 hex digits) and the server logs and answers that name.
    check(
      'the request id nginx gives a request comes back from the server',
      /^[0-9a-f]{32}$/.test(proxied.headers.get('x-request-id') ?? ''),
      proxied.headers.get('x-request-id') ?? 'none',
    );

    // A session made on one server works on the other.
    const login = await call(a, 'POST', '/api/staff/login', { body: OWNER });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const me = await call(b, 'GET', '/api/staff/me', { cookie });
    check('a staff session made on one server works on the other', login.status === 200 && me.status === 200);
    const customer = await call(a, 'POST', '/api/user/register', {
      body: {
        name: 'Meera Iyer',
        phone: '9876543210',
        email: `meera-${Date.now()}@example.com`,
        password: 'cardamom-latte',
      },
    });
    const token = customer.json.token as string;
    check(
      'a customer session made on one server works on the other',
      (await call(b, 'POST', '/api/cart/get', { body: {}, token })).status === 200,
    );

    // A photo uploaded through one is served by the other.
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 150, g: 90, b: 50 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cake.png');
    const uploaded = await call(a, 'POST', '/api/staff/images', { cookie, form });
    const img = uploaded.json.img as string | undefined;
    const served = img ? await fetch(`${b}/images/${img}`) : undefined;
    check(
      'a photo uploaded through one server is served by the other',
      uploaded.status === 201 && served?.status === 200 && served.headers.get('content-type') === 'image/webp',
      `${uploaded.status} → ${served?.status}`,
    );

    // A price changed through one shows on the other within a second.
    const cakes = async (base: string) =>
      (await call(base, 'GET', '/api/cake/list')).json.data as {
        _id: string;
        pricePerlarge: number;
        storeSelect: string[];
        isActive: boolean;
        isSold: boolean;
      }[];
    const [cake] = (await cakes(b)).filter((c) => c.isActive && !c.isSold);
    const price = cake!.pricePerlarge + 50;
    const changed = await call(a, 'PATCH', `/api/staff/catalog/cakes/${cake!._id}`, {
      body: { pricePerlarge: price },
      cookie,
    });
    const seen = await within(1_000, async () =>
      (await cakes(b)).find((c) => c._id === cake!._id)?.pricePerlarge === price ? true : undefined,
    );
    check(
      'a price changed through one server shows on the other within a second',
      changed.status === 200 && seen.value === true,
      `${seen.ms} ms`,
    );

    // A board open on one hears an order paid and moved through the other.
    const stores = (await call(a, 'GET', '/api/stores/list')).json.stores as {
      _id: string;
      outletName: string;
      hours: { open: string };
    }[];
    const hamper = (
      (await call(a, 'GET', '/api/offers')).json.data as {
        _id: string;
        isActive: boolean;
        isSold: boolean;
        storeSelect: string[];
      }[]
    ).find((o) => o.isActive && !o.isSold)!;
    const store = stores.find((s) => hamper.storeSelect.includes(s.outletName))!;
    const stream = openBoardStream(b, cookie, store._id);
    check('the board’s stream opens on the second server', (await stream.status) === 200);
    const day = new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const added = await call(a, 'POST', '/api/cart/add', {
      body: {
        itemType: 'other',
        itemId: hamper._id,
        size: '0-kg',
        store: store._id,
        pickupDate: day,
        pickupTime: '12:00',
      },
      token,
    });
    const order = await call(a, 'POST', '/api/order/createorder', { body: {}, token });
    const paid = await call(a, 'POST', '/api/payments/sandbox/pay', { body: { order_id: order.json.id } });
    const verified = await call(a, 'POST', '/api/order/paymentverification', { body: paid.json });
    const board = await call(a, 'GET', `/api/staff/orders?outlet=${store._id}&date=${day}`, { cookie });
    const orderId = ((board.json.data as { _id: string; orderId: string }[]) ?? []).find(
      (o) => o.orderId === order.json.orderId,
    )?._id;
    const heardPaid = await within(1_000, async () => (stream.heard.some((e) => e.id === orderId) ? true : undefined));
    const moved = await call(a, 'PATCH', `/api/staff/orders/${orderId}`, { body: { status: 'Preparing' }, cookie });
    const heardMove = await within(1_000, async () =>
      stream.heard.some((e) => e.id === orderId && e.status === 'Preparing') ? true : undefined,
    );
    await stream.close();
    check(
      'a board open on one server hears an order paid through the other',
      added.status === 200 && verified.status === 200 && heardPaid.value === true,
      `${heardPaid.ms} ms`,
    );
    check('… and each move of it', moved.status === 200 && heardMove.value === true, `${heardMove.ms} ms`);

    // A race for an event's places over both servers (and nginx) never oversells, and mails each booking once.
    const events = (await call(a, 'GET', '/api/events/list')).json.data as {
      _id: string;
      isActive: boolean;
      date: string;
    }[];
    const event = events.find((e) => e.isActive && e.date >= day) ?? events.find((e) => e.isActive)!;
    await call(a, 'PATCH', `/api/staff/catalog/events/${event._id}`, { body: { slots: PLACES }, cookie });
    const bases = [a, b, PUBLIC_URL];
    const outcomes = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const base = bases[i % bases.length]!;
        const forwardedFor = `10.7.${Math.floor(i / 200)}.${i % 200}`;
        const made = await call(base, 'POST', '/api/event/create-order', {
          body: {
            eventId: event._id,
            name: `Guest ${i}`,
            email: `guest-${i}-${Date.now()}@example.com`,
            slotsBooked: 1,
          },
          forwardedFor,
        });
        if (made.status !== 200) return made.status === 409 ? 'refused' : `error ${made.status}`;
        const pay = await call(bases[(i + 1) % bases.length]!, 'POST', '/api/payments/sandbox/pay', {
          body: { order_id: made.json.id },
        });
        const done = await call(bases[(i + 2) % bases.length]!, 'POST', '/api/event/payment-verification', {
          body: pay.json,
        });
        return done.status === 200 ? String(done.json.outcome) : `error ${done.status}`;
      }),
    );
    const booked = outcomes.filter((o) => o === 'paid').length;
    const listed = (await call(b, 'GET', `/api/events/list/${event._id}`)).json.data as { slots: number };
    check(
      `a race of ${BUYERS} buyers for ${PLACES} places over both servers sells exactly ${PLACES}`,
      booked === PLACES && listed.slots === 0 && !outcomes.some((o) => o.startsWith('error')),
      `paid ${booked}, refused ${outcomes.filter((o) => o === 'refused').length}, places left ${listed.slots}`,
    );
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const mails = await within(15_000, async () => {
        const { rows } = await db.query<{ total: number; sent: number; booked: number; once: number }>(
          `select (select count(*)::int from mail_outbox where kind = 'event-confirmation') as total,
                  (select count(*)::int from mail_outbox where kind = 'event-confirmation' and status = 'sent') as sent,
                  (select count(*)::int from bookings where status = 'paid' and event_id = $1) as booked,
                  (select count(distinct to_address)::int from mail_outbox where kind = 'event-confirmation') as once`,
          [event._id],
        );
        const row = rows[0]!;
        return row.sent === row.total && row.total >= PLACES ? row : undefined;
      });
      check(
        'each booking gets exactly one confirmation, sent once by one of the servers',
        mails.value !== undefined && mails.value.total === mails.value.booked && mails.value.once === mails.value.total,
        mails.value ? `${mails.value.total} mails for ${mails.value.booked} bookings, all sent` : 'not all sent',
      );
    } finally {
      await db.end();
    }

    // The login limit holds across both servers.
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(bases[i % 2]!, 'POST', '/api/staff/login', {
          body: { email: 'nobody@roastcafe.in', password: 'wrong-password-1' },
        }),
      ),
    );
    const refusedWrong = attempts.filter((r) => r.status === 401).length;
    const limited = attempts.filter((r) => r.status === 429).length;
    // The account's limit, then this address's one try while the account waits.
    check(
      `the staff login limit (${LOGIN_LIMIT} a minute, and one try for an address while the account waits) holds across both servers`,
      refusedWrong === LOGIN_LIMIT + 1 && limited === 12 - LOGIN_LIMIT - 1,
      `${refusedWrong} checked, ${limited} limited`,
    );

    // A client cannot choose the address that the per-address limits count: nginx overwrites
    // whatever X-Forwarded-For it sends with the address it saw, and the servers believe nginx alone.
    const signUps = [];
    for (let attempt = 0; attempt < SIGNUP_LIMIT + 7; attempt += 1) {
      signUps.push(
        await callFrom('127.0.0.2', 'POST', '/api/user/register', {
          body: {
            name: 'Forged Address',
            phone: '9876543210',
            email: `forged-${attempt}-${Date.now()}@example.com`,
            password: 'cardamom-latte',
          },
          forwardedFor: forged(attempt),
        }),
      );
    }
    const signedUp = signUps.filter((r) => r.status === 201).length;
    const signUpsLimited = signUps.filter((r) => r.status === 429).length;
    check(
      `sign-ups from one client, each with a different forged X-Forwarded-For through nginx, stop at the per-address limit (${SIGNUP_LIMIT} a minute)`,
      signedUp === SIGNUP_LIMIT && signUpsLimited === signUps.length - SIGNUP_LIMIT,
      `${signedUp} made, ${signUpsLimited} limited`,
    );
    const neighbour = await callFrom('127.0.0.3', 'POST', '/api/user/register', {
      body: {
        name: 'Next Door',
        phone: '9876543210',
        email: `next-${Date.now()}@example.com`,
        password: 'cardamom-latte',
      },
      forwardedFor: forged(0),
    });
    check(
      '… while another client, claiming the same forged address, still signs up',
      neighbour.status === 201,
      String(neighbour.status),
    );
    const other =
      events.find((e) => e.isActive && e._id !== event._id && e.date >= day) ??
      events.find((e) => e.isActive && e._id !== event._id)!;
    const opened = await call(a, 'PATCH', `/api/staff/catalog/events/${other._id}`, {
      body: { slots: HELD_PLACES_LIMIT + 10 },
      cookie,
    });
    const holds = [];
    for (let attempt = 0; attempt < HELD_PLACES_LIMIT + 5; attempt += 1) {
      holds.push(
        await callFrom('127.0.0.4', 'POST', '/api/event/create-order', {
          body: {
            eventId: other._id,
            name: `Holder ${attempt}`,
            email: `holder-${attempt}-${Date.now()}@example.com`,
            slotsBooked: 1,
          },
          forwardedFor: forged(attempt),
        }),
      );
    }
    const held = holds.filter((r) => r.status === 200).length;
    const holdsLimited = holds.filter((r) => r.status === 429).length;
    const left = ((await call(b, 'GET', `/api/events/list/${other._id}`)).json.data as { slots: number }).slots;
    check(
      `one client holding places with a different forged X-Forwarded-For each time holds no more than ${HELD_PLACES_LIMIT} unpaid`,
      opened.status === 200 &&
        held === HELD_PLACES_LIMIT &&
        holdsLimited === holds.length - HELD_PLACES_LIMIT &&
        left === 10,
      `${held} held, ${holdsLimited} limited, ${left} of ${HELD_PLACES_LIMIT + 10} places left`,
    );

    // A rolling restart under load: each server in turn is stopped (SIGTERM) and started again
    // while customers keep browsing and saving carts through nginx. No request may fail.
    let load = true;
    const tally = { ok: 0, failed: [] as string[] };
    const shopper = async (i: number) => {
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/cake/list'],
        ['POST', '/api/cart/get', {}],
        ['GET', '/cakes'],
        ['GET', '/api/stores/list'],
      ];
      for (let n = i; load; n += 1) {
        const [method, route, body] = routes[n % routes.length]!;
        try {
          const answer = await call(PUBLIC_URL, method, route, { body, token });
          if (answer.status === 200) tally.ok += 1;
          else tally.failed.push(`${method} ${route} → ${answer.status}`);
        } catch (error) {
          tally.failed.push(`${method} ${route} → ${(error as Error).message}`);
        }
      }
    };
    const shoppers = Array.from({ length: 6 }, (_, i) => shopper(i));
    await sleep(300);
    for (const index of [0, 1]) {
      await servers[index]!.stop();
      servers[index] = await startServer(env(PORTS[index]!), '/readyz');
      // As the guide says: the next one only once nginx has tried this one again (fail_timeout).
      await sleep(4_000);
    }
    load = false;
    await Promise.all(shoppers);
    if (tally.failed.length > 0) {
      // Each kind of trouble once, in order, as nginx wrote it.
      const seen = new Set<string>();
      const kinds = readFileSync(path.join(nginxDir, 'error.log'), 'utf8')
        .trim()
        .split('\n')
        .filter((line) => {
          const kind = line.replace(/^.*?\*\d+ /, '').replace(/, client:.*upstream: "([^"]+)".*$/, ' $1');
          return !seen.has(kind) && seen.add(kind);
        });
      console.log(`nginx's error log, each kind once:\n${kinds.slice(0, 20).join('\n')}`);
    }
    check(
      'a rolling restart of both servers under load fails no request',
      tally.failed.length === 0 && tally.ok > 100,
      `${tally.ok} answered, ${tally.failed.length} failed${tally.failed.length ? `: ${tally.failed.slice(0, 3).join('; ')}` : ''}`,
    );
  } finally {
    nginx.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(nginxDir, { recursive: true, force: true });
  }
}

ensureBuilt();
console.log('\ntest:cluster: two servers on one PostgreSQL behind nginx');
const ran = await withScratchPostgres(async (url, dataDir) => {
  await run(url, dataDir);
  return true;
});
if (!ran) {
  console.error('  ✖ PostgreSQL does not answer: the cluster test needs it.');
  process.exit(1);
}
finish();
