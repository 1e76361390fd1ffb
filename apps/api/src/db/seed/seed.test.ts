import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { TEST_TODAY } from '../../test/clock';
import { selectRows } from '../client';
import { prepareDatabase } from '../prepare';
import { events } from '../schema';
import { catalog } from './data';
import { catalogId } from './ids';
import { seedCatalog } from './seed';

const t = useTestApp();

async function snapshot() {
  const tables = [
    'stores',
    'cakes',
    'cake_outlets',
    'hampers',
    'hamper_outlets',
    'events',
    'workshops',
    'blogs',
    'jobs',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await selectRows<{ count: string | number }>(
      t.db,
      sql.raw(`select count(*) as count from "${table}"`),
    );
    counts[table] = Number(row?.count);
  }
  return counts;
}

describe('the seed', () => {
  it('loads the whole catalog', async () => {
    expect(await snapshot()).toMatchObject({
      stores: 3,
      cakes: catalog.cakes.length,
      hampers: catalog.hampers.length,
      events: catalog.events.length,
      workshops: catalog.workshops.length,
      blogs: 4,
      jobs: 5,
    });
  });

  it('changes nothing when run again, and never resets live data', async () => {
    const eventId = catalogId('event', catalog.events[0]!.key);
    await t.db.update(events).set({ slots: 1 }).where(eq(events.id, eventId));
    const before = await snapshot();
    await seedCatalog(t.db, catalog, { today: TEST_TODAY });
    expect(await snapshot()).toEqual(before);
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event?.slots).toBe(1);
  });

  it('derives the same ids on every machine', () => {
    expect(catalogId('cake', 'belgian-truffle')).toBe(catalogId('cake', 'belgian-truffle'));
    expect(catalogId('cake', 'belgian-truffle')).not.toBe(catalogId('hamper', 'belgian-truffle'));
    expect(catalogId('cake', 'x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is not loaded again at start-up once the database has a catalog', async () => {
    const { testDatabase } = await import('../../test/harness');
    expect(await prepareDatabase(await testDatabase())).toEqual({ seeded: false });
  });
});
