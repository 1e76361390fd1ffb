import type { ServerResponse } from 'node:http';
import type { BoardOrder } from '@roast/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffAccessChange } from '../../auth/require-staff';
import type { OrderEvents } from './order-events';

/** A comment line now and then keeps proxies and tablets from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser that lost the stream tries again. */
const RETRY_MS = 3_000;
/**
 * How often every open stream's session is looked up again: a session that expired, or an end
 * whose word never arrived (the bus was away), closes its streams within this long.
 */
const RECHECK_MS = 60_000;
/** Open streams one member may hold on one server; a further one closes their oldest. */
export const STREAMS_PER_MEMBER = 5;

/** Who watches which outlet's board, through which session. */
export interface BoardViewer {
  staffId: string;
  sessionId: string;
  storeId: string;
}

/** The outlets of each session that is still live (not ended, not expired, its member active), by session id. */
export type LiveSessions = (sessionIds: string[]) => Promise<Map<string, string[]>>;

interface Connection {
  viewer: BoardViewer;
  /** Set once the stream has started; events before that wait in `waiting`. */
  response?: ServerResponse;
  waiting: string[];
  /** Why it ended, once it has (undefined: the browser went). */
  ended: false | { why?: Refusal };
}

interface Outlet {
  connections: Set<Connection>;
  stopListening: () => void;
}

/** Why a stream being opened did not start. */
export type Refusal = 'session-ended' | 'not-at-outlet' | 'replaced';

/**
 * The open boards of this server, by outlet, as server-sent event streams. A change is read once
 * per server, however many boards of its outlet are open, and written to each of them.
 *
 * A stream lives only as long as its session and the member's right to the outlet: `end` closes
 * the streams a logout, a switch-off, a password change or a change of outlets takes away (here,
 * and on every server through the bus), and every stream's session is looked up again now and
 * then. One member holds at most STREAMS_PER_MEMBER streams here; a new one closes their oldest,
 * which is most often one whose tablet lost its connection without saying so.
 */
export class BoardStreams {
  private readonly outlets = new Map<string, Outlet>();
  /** Each member's connections, oldest first. */
  private readonly members = new Map<string, Connection[]>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly recheckTimer: NodeJS.Timeout;

  constructor(
    private readonly events: OrderEvents,
    private readonly read: (orderId: string) => Promise<BoardOrder | undefined>,
    private readonly liveSessions: LiveSessions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeat = setInterval(() => this.writeAll(': still here\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.recheckTimer = setInterval(() => void this.recheck(), RECHECK_MS);
    this.recheckTimer.unref();
  }

  /**
   * Opens a stream in two steps. The connection is counted at once, so an end announced from now
   * on reaches it, and orders for it wait; its session is then looked up again, since it may have
   * ended between the signed-in check and now. `confirmed` answers null when the stream may start
   * (then `start` it at once, with nothing awaited in between), else why not.
   */
  admit(viewer: BoardViewer): { confirmed: Promise<Refusal | null>; start: (response: ServerResponse) => void } {
    const connection: Connection = { viewer, waiting: [], ended: false };
    const outlet = this.outlets.get(viewer.storeId) ?? this.listen(viewer.storeId);
    outlet.connections.add(connection);
    const own = this.members.get(viewer.staffId) ?? [];
    own.push(connection);
    this.members.set(viewer.staffId, own);
    for (const oldest of own.slice(0, Math.max(0, own.length - STREAMS_PER_MEMBER))) this.finish(oldest, 'replaced');

    const confirmed = (async (): Promise<Refusal | null> => {
      let outlets: string[] | undefined;
      try {
        outlets = (await this.liveSessions([viewer.sessionId])).get(viewer.sessionId);
      } catch (error) {
        this.finish(connection);
        throw error;
      }
      if (connection.ended) return connection.ended.why ?? 'session-ended';
      const refusal = !outlets ? 'session-ended' : !outlets.includes(viewer.storeId) ? 'not-at-outlet' : null;
      if (refusal) this.finish(connection, refusal);
      return refusal;
    })();

    const start = (response: ServerResponse) => {
      connection.response = response;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and other proxies must pass each event on at once, not gather them.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      for (const event of connection.waiting.splice(0)) response.write(event);
      response.on('close', () => this.finish(connection));
      // A browser that left while the session was looked up again has already closed.
      if (connection.ended || response.destroyed || !response.socket || response.socket.destroyed) {
        this.finish(connection);
      }
    };
    return { confirmed, start };
  }

  /** Closes at once the streams that an ended session or a lost outlet takes away. */
  end(change: StaffAccessChange): void {
    for (const connection of [...this.connections()]) {
      const { viewer } = connection;
      const gone =
        'sessionId' in change
          ? viewer.sessionId === change.sessionId
          : viewer.staffId === change.staffId && (!('outlets' in change) || !change.outlets.includes(viewer.storeId));
      if (gone)
        this.finish(connection, 'sessionId' in change || !('outlets' in change) ? 'session-ended' : 'not-at-outlet');
    }
  }

  /**
   * Looks every open stream's session up again and closes those that are no longer live or whose
   * member no longer works at the outlet (after the bus was away, and every RECHECK_MS).
   */
  async recheck(): Promise<void> {
    const open = [...this.connections()];
    if (open.length === 0) return;
    try {
      const live = await this.liveSessions([...new Set(open.map((c) => c.viewer.sessionId))]);
      for (const connection of open) {
        const outlets = live.get(connection.viewer.sessionId);
        if (!outlets) this.finish(connection, 'session-ended');
        else if (!outlets.includes(connection.viewer.storeId)) this.finish(connection, 'not-at-outlet');
      }
    } catch (error) {
      this.log.error({ err: error }, 'the sessions of the open boards could not be looked up');
    }
  }

  /** How many boards are open here. */
  get size(): number {
    let count = 0;
    for (const outlet of this.outlets.values()) count += outlet.connections.size;
    return count;
  }

  /** Ends every stream (the server is stopping); browsers reconnect to another server. */
  close(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.recheckTimer);
    for (const connection of [...this.connections()]) this.finish(connection);
  }

  private *connections(): Generator<Connection> {
    for (const outlet of this.outlets.values()) yield* outlet.connections;
  }

  /** Takes a connection off every list (no order reaches it from now on) and ends its response. */
  private finish(connection: Connection, why?: Refusal): void {
    if (!connection.ended) {
      connection.ended = { why };
      connection.waiting.length = 0;
      const { staffId, storeId } = connection.viewer;
      const own = this.members.get(staffId)?.filter((other) => other !== connection) ?? [];
      if (own.length > 0) this.members.set(staffId, own);
      else this.members.delete(staffId);
      const outlet = this.outlets.get(storeId);
      if (outlet?.connections.delete(connection) && outlet.connections.size === 0) {
        outlet.stopListening();
        this.outlets.delete(storeId);
      }
    }
    if (connection.response && !connection.response.writableEnded) connection.response.end();
  }

  private listen(storeId: string): Outlet {
    const outlet: Outlet = {
      connections: new Set(),
      stopListening: this.events.subscribe(storeId, (orderId) => void this.send(outlet, orderId)),
    };
    this.outlets.set(storeId, outlet);
    return outlet;
  }

  private async send(outlet: Outlet, orderId: string): Promise<void> {
    try {
      const order = await this.read(orderId);
      if (!order) return;
      const event = `event: order\ndata: ${JSON.stringify(order)}\n\n`;
      // Read again after the await: a stream ended meanwhile is no longer in the set.
      for (const connection of outlet.connections) {
        if (connection.response) connection.response.write(event);
        else connection.waiting.push(event);
      }
    } catch (error) {
      this.log.error({ err: error, orderId }, 'an order change could not be sent to the boards');
    }
  }

  private writeAll(text: string): void {
    for (const connection of this.connections()) connection.response?.write(text);
  }
}
