/**
 * A busy day at the first outlet, straight into the database: BENCH_DAY_ORDERS paid orders today,
 * among BENCH_NOISE_DAYS days of orders at every outlet, and an owner to sign in as.
 */
import { randomUUID } from 'node:crypto';
import { addDays, toIndiaSlot } from '@roast/domain';
import { hashPassword } from '../../apps/api/src/auth/passwords';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { orderHistory, orderItems, orders, staffMembers, stores, users } from '../../apps/api/src/db/schema';

const DAY_ORDERS = Number(process.env.BENCH_DAY_ORDERS ?? 500);
const NOISE_DAYS = Number(process.env.BENCH_NOISE_DAYS ?? 30);
const NOISE_PER_DAY = Number(process.env.BENCH_NOISE_PER_DAY ?? 60);
export const OWNER = { email: 'owner@bench.roastcafe.in', password: 'bench-owner-password' };

const TIMES = Array.from(
  { length: 60 },
  (_, i) => `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);
export const today = toIndiaSlot(new Date()).pickupDate;

/** Paid orders straight into the database: DAY_ORDERS at the first outlet today, and a month of others around them. */
export async function stageBusyDay(database: DatabaseHandle): Promise<{ outlet: string }> {
  await prepareDatabase(database);
  const db = database.db;
  const outlets = await db.select({ id: stores.id, code: stores.code }).from(stores).orderBy(stores.position);
  await db.insert(staffMembers).values({
    email: OWNER.email,
    name: 'Bench Owner',
    role: 'owner',
    passwordHash: await hashPassword(OWNER.password, 10),
  });
  const customers = Array.from({ length: 400 }, (_, i) => ({
    id: randomUUID(),
    name: `Customer ${i}`,
    email: `customer-${i}@bench.roastcafe.in`,
    phone: `98450${String(i).padStart(5, '0')}`,
    passwordHash: 'not-a-password',
  }));
  await db.insert(users).values(customers);

  const plan: { storeId: string; code: string; day: string; count: number }[] = [
    { storeId: outlets[0]!.id, code: outlets[0]!.code, day: today, count: DAY_ORDERS },
  ];
  for (let d = -NOISE_DAYS / 2; d < NOISE_DAYS / 2; d += 1) {
    for (const outlet of outlets) {
      if (d === 0 && outlet.id === outlets[0]!.id) continue;
      plan.push({ storeId: outlet.id, code: outlet.code, day: addDays(today, d), count: NOISE_PER_DAY });
    }
  }
  let n = 0;
  for (const { storeId, code, day, count } of plan) {
    for (let start = 0; start < count; start += 250) {
      const batch = Array.from({ length: Math.min(250, count - start) }, (_, i) => {
        n += 1;
        const time = TIMES[(start + i) % TIMES.length]!;
        return {
          id: randomUUID(),
          reference: `${code}-${day.slice(2).replaceAll('-', '')}-${String(start + i + 1).padStart(4, '0')}`,
          userId: customers[n % customers.length]!.id,
          storeId,
          status: 'Confirmed',
          paid: true,
          itemsTotalPaise: 120_000,
          amountPaise: 126_000,
          provider: 'sandbox',
          providerOrderId: `order_bench_${n}`,
          paymentId: `pay_bench_${n}`,
          paidAt: new Date(),
          pickupCode: String(n % 10_000).padStart(4, '0'),
          pickupDate: day,
          pickupTime: time,
        };
      });
      await db.insert(orders).values(batch);
      await db.insert(orderItems).values(
        batch.flatMap((order, i) =>
          Array.from({ length: 1 + (i % 2) }, (_, line) => ({
            orderId: order.id,
            itemType: 'cake' as const,
            itemId: randomUUID(),
            itemName: line === 0 ? 'Belgian Truffle' : 'Tender Coconut',
            image: 'belgian-truffle',
            quantity: 1 + (i % 3),
            size: line === 0 ? '1-kg' : '750-grms',
            unitPricePaise: 60_000,
            storeId,
            pickupDate: day,
            pickupTime: order.pickupTime,
            note: i % 4 === 0 ? 'Happy birthday, Meera! Less sugar please.' : '',
            vegType: i % 2 === 0 ? 'EGG' : 'EGGLESS',
            preparationHours: 24,
            position: line,
          })),
        ),
      );
      await db
        .insert(orderHistory)
        .values(batch.map((order) => ({ orderId: order.id, status: 'Confirmed', actor: 'payment' as const })));
    }
  }
  return { outlet: outlets[0]!.id };
}
