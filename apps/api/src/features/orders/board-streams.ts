import type { ServerResponse } from 'node:http';
import type { BoardOrder } from '@roast/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderEvents } from './order-events';

/** A comment line now and then keeps proxies and tablets from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser that lost the stream tries again. */
const RETRY_MS = 3_000;

interface Outlet {
  connections: Set<ServerResponse>;
  stopListening: () => void;
}

/**
 * The open boards of this server, by outlet, as server-sent event streams. A change is read once
 * per server, however many boards of its outlet are open, and written to each of them.
 */
export class BoardStreams {
  private readonly outlets = new Map<string, Outlet>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly events: OrderEvents,
    private readonly read: (orderId: string) => Promise<BoardOrder | undefined>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeat = setInterval(() => this.writeAll(': still here\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Starts streaming one outlet's changes to a response; it ends when the client goes. */
  open(storeId: string, response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and other proxies must pass each event on at once, not gather them.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const outlet = this.outlets.get(storeId) ?? this.listen(storeId);
    outlet.connections.add(response);
    response.on('close', () => {
      outlet.connections.delete(response);
      if (outlet.connections.size === 0) {
        outlet.stopListening();
        this.outlets.delete(storeId);
      }
    });
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
    for (const outlet of this.outlets.values()) {
      outlet.stopListening();
      for (const response of outlet.connections) response.end();
    }
    this.outlets.clear();
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
      for (const response of outlet.connections) response.write(event);
    } catch (error) {
      this.log.error({ err: error, orderId }, 'an order change could not be sent to the boards');
    }
  }

  private writeAll(text: string): void {
    for (const outlet of this.outlets.values()) for (const response of outlet.connections) response.write(text);
  }
}
