import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

/**
 * Which address the store takes as the client's, for each TRUST_PROXY: it is what every
 * per-address limit counts (sign-ups, logins, unpaid places), so a client must never choose it.
 */
function addressProbe(app: FastifyInstance) {
  app.get('/api/probe/client-address', async (request) => ({ ip: request.ip }));
}

const NGINX = '127.0.0.1';
const CUSTOMER = '203.0.113.7';

function useApp(env: Record<string, string>) {
  const t = useTestApp({ env, extend: addressProbe, reset: 'once' });
  /** The address the app takes for a request from `from` carrying `forwardedFor`. */
  const seen = async (from: string, forwardedFor?: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/probe/client-address',
      remoteAddress: from,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    return (answer.json() as { ip: string }).ip;
  };
  return { t, seen };
}

describe('TRUST_PROXY unset: the connection’s address, whatever the headers say', () => {
  const { seen } = useApp({});

  it('ignores X-Forwarded-For from anyone', async () => {
    expect(await seen(CUSTOMER, '198.51.100.1')).toBe(CUSTOMER);
    expect(await seen(NGINX, CUSTOMER)).toBe(NGINX);
  });
});

describe('TRUST_PROXY=1: the address the one proxy in front saw', () => {
  const { seen } = useApp({ TRUST_PROXY: '1' });

  it('takes the last X-Forwarded-For entry, the one the proxy wrote, and none before it', async () => {
    expect(await seen(NGINX, CUSTOMER)).toBe(CUSTOMER);
    // A proxy that appends (nginx's $proxy_add_x_forwarded_for) puts the client's own header first.
    expect(await seen(NGINX, `198.51.100.9, 10.0.0.1, ${CUSTOMER}`)).toBe(CUSTOMER);
    expect(await seen(NGINX)).toBe(NGINX);
  });
});

describe('TRUST_PROXY=2: a load balancer, then nginx appending what it saw', () => {
  const { seen } = useApp({ TRUST_PROXY: '2' });

  it('takes the address the outer proxy saw', async () => {
    expect(await seen(NGINX, `${CUSTOMER}, 10.0.0.9`)).toBe(CUSTOMER);
    expect(await seen(NGINX, `198.51.100.9, ${CUSTOMER}, 10.0.0.9`)).toBe(CUSTOMER);
  });
});

describe('TRUST_PROXY with the proxies’ addresses: their word only, and only from them', () => {
  const { seen } = useApp({ TRUST_PROXY: `${NGINX}, 10.0.0.0/24` });

  it('takes the address a listed proxy saw', async () => {
    expect(await seen(NGINX, CUSTOMER)).toBe(CUSTOMER);
    expect(await seen('10.0.0.17', `198.51.100.9, ${CUSTOMER}`)).toBe(CUSTOMER);
  });

  it('takes the connection’s own address from anyone else, whatever they forward', async () => {
    expect(await seen('10.0.1.17', '198.51.100.9')).toBe('10.0.1.17');
    expect(await seen(CUSTOMER, '198.51.100.9')).toBe(CUSTOMER);
  });
});

describe('per-address sign-up limits behind a proxy (TRUST_PROXY=127.0.0.1)', () => {
  const { t } = useApp({ TRUST_PROXY: NGINX, RATE_LIMIT_REGISTER_PER_IP: '2/min' });
  const signUp = (from: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        name: 'Ravi',
        phone: '9876543210',
        email: `ravi-${randomUUID()}@example.com`,
        password: 'masala-chai-1',
      },
    });

  it('counts one customer’s sign-ups together, whatever address each claims before the proxy’s', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      codes.push((await signUp(NGINX, `10.9.9.${attempt}, ${CUSTOMER}`)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429, 429]);
    // Another customer behind the same proxy has a limit of their own.
    expect((await signUp(NGINX, '203.0.113.8')).statusCode).toBe(201);
  });

  it('counts a client that reaches the server past the proxy by its own address', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      codes.push((await signUp('198.51.100.20', `10.8.8.${attempt}`)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });
});
