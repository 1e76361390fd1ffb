import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useTestApp } from '../test/harness';

const asha = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: '9845012345',
  passwordHash: 'scrypt$17$8$1$c2FsdC1zZWNyZXQ$aGFzaC1zZWNyZXQtb2YtYXNoYQ',
};

/** Routes whose queries fail in the database with a customer's details among their parameters. */
function failingQueries(app: FastifyInstance) {
  // A value the column refuses: the database quotes it back in its message.
  app.post('/api/probe/bad-id', async () => {
    await t.db.insert(users).values({ ...asha, id: 'not-an-id' });
  });
  // A second account with one email: the database says which key, with the email, in its detail.
  app.post('/api/probe/same-email', async () => {
    await t.db.insert(users).values(asha);
    await t.db.insert(users).values({ ...asha, name: 'Someone Else' });
  });
}

const lines: string[] = [];
const t = useTestApp({ extend: failingQueries, logDestination: { write: (line) => lines.push(line) } });

interface LogLine {
  level: number;
  err?: { message: string; stack: string; query?: string; cause?: { code?: string; constraint?: string } };
}

describe('a failed query in the log', () => {
  it.each(['/api/probe/bad-id', '/api/probe/same-email'])(
    'keeps the query and the database’s code, and none of the values sent with it (%s)',
    async (url) => {
      lines.length = 0;
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(500);

      const failures = lines
        .flatMap((chunk) => chunk.split('\n'))
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.level >= 50);
      expect(failures).toHaveLength(1);
      const { err } = failures[0]!;
      expect(err?.query).toMatch(/^insert into "users"/);
      expect(err?.message).toMatch(/^Failed query: insert into "users"/);
      expect(err?.cause?.code).toMatch(/^(22P02|23505)$/);

      const written = lines.join('');
      for (const value of [asha.email, asha.phone, asha.passwordHash, asha.name, 'not-an-id']) {
        expect(written).not.toContain(value);
      }
    },
  );
});
