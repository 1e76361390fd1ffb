import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOneTimeLinks } from '../../auth/one-time-links';
import { mailOutbox, staffMembers, stores } from '../../db/schema';
import { createMemoryStore } from '../../rate-limit/memory-store';
import { RateLimiter } from '../../rate-limit/rate-limiter';
import { useTestApp } from '../../test/harness';
import { staffCommand } from './staff.cli';
import { createStaff } from './staff.service';

const t = useTestApp();

const run = (...argv: string[]) =>
  staffCommand(
    argv,
    createStaff({
      db: t.db,
      limiter: new RateLimiter(createMemoryStore(), t.config.rateLimits),
      mail: t.app.mail,
      events: t.app.events,
      links: createOneTimeLinks({ secret: t.config.jwtSecret!, publicUrl: t.config.publicUrl }),
      scryptLogN: 10,
    }),
  );

describe('npm run staff', () => {
  it('invites a member for outlets given by code or id, prints the one-time link and mails it', async () => {
    const [, , capital] = await t.db.select().from(stores).orderBy(stores.position);
    const printed = await run(
      'invite',
      '--email',
      'Meena@RoastCafe.in',
      '--name',
      'Meena',
      '--role',
      'staff',
      '--outlet',
      'ccx',
      '--outlet',
      capital!.id,
    );
    expect(printed).toContain('Invited Meena <meena@roastcafe.in> as staff (Roast CCX, Roast Caffeine Capital).');
    const link = /http:\/\/localhost:3000\/staff\/set-password\/[A-Za-z0-9_-]{43}/.exec(printed)![0];
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'meena@roastcafe.in'));
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Roast has invited you');
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/staff/set-password/${link.split('/').at(-1)}`,
      payload: { password: 'fresh-from-the-oven' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(set.statusCode).toBe(200);
    expect(await run('list')).toMatch(/meena@roastcafe\.in\s+staff\s+active\s+CCX,RCC/);
  });

  it('makes a new link for a member who forgot their password', async () => {
    await run('invite', '--email', 'owner@roastcafe.in', '--name', 'Owner', '--role', 'owner');
    const printed = await run('link', '--email', 'OWNER@roastcafe.in');
    expect(printed).toMatch(/^A new link for owner@roastcafe\.in/);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it('says what is wrong, and changes nothing', async () => {
    const cases: [string[], string][] = [
      [
        ['invite', '--email', 'a@roastcafe.in', '--name', 'A', '--role', 'staff'],
        '--outlets: Choose at least one outlet for a member of staff.',
      ],
      [
        ['invite', '--email', 'a@roastcafe.in', '--name', 'A', '--role', 'chef'],
        "--role: The role is 'owner' or 'staff'.",
      ],
      [
        ['invite', '--email', 'a@roastcafe.in', '--name', 'A', '--role', 'staff', '--outlet', 'mars'],
        "There is no outlet 'mars'.",
      ],
      [['invite', '--email', 'a@roastcafe.in', '--nmae', 'A'], "Unknown option '--nmae'"],
      [['link', '--email', 'nobody@roastcafe.in'], 'No member of staff has the email nobody@roastcafe.in.'],
      [['link'], 'link needs --email.'],
      [['promote'], 'Usage:'],
    ];
    for (const [argv, message] of cases) await expect(run(...argv), argv.join(' ')).rejects.toThrow(message);
    expect(await t.db.select().from(staffMembers)).toHaveLength(0);
  });
});
