import type { Database } from '../db/client';

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * Holds back the answer of the next query whose SQL matches until the test releases it: the query
 * runs on the real database at once, only its caller hears later. This replays a request that read
 * a row just before another request changed it, and carried on just after.
 */
export function holdNextAnswer(db: Database, matches: (sqlText: string) => boolean) {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const own = Object.prototype.hasOwnProperty.call(client, 'query');
  const query = client.query;
  const restore = () => {
    if (own) client.query = query;
    else delete (client as Partial<QueryClient>).query;
  };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered!: () => void;
  const read = new Promise<void>((resolve) => (answered = resolve));
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const answer = query.apply(this, args);
    if (!matches(text)) return answer;
    restore();
    return answer.then(async (result) => {
      answered();
      await released;
      return result;
    });
  };
  return {
    /** Settles once the database has answered the held query (its caller has not heard yet). */
    read,
    /** Lets the caller hear the answer. */
    release,
    /** Stops watching for the query (when it never came). */
    restore,
  };
}
