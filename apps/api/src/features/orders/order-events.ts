import { EventEmitter } from 'node:events';
import type { Bus } from '../../cluster/bus';

/** An order of an outlet was paid or changed state. */
export interface OrderChange {
  orderId: string;
  storeId: string;
}

/**
 * Word that an order changed, for the boards that show its outlet. Publishers say which order;
 * each listener reads the order itself, so the word can travel between servers as two ids.
 */
export interface OrderEvents {
  publish(change: OrderChange): void;
  /** Listens to one outlet's changes; answers the function that stops listening. */
  subscribe(storeId: string, listener: (orderId: string) => void): () => void;
  close(): Promise<void>;
}

/** Changes heard inside this process only: one server. */
export function createLocalOrderEvents(): OrderEvents {
  const emitter = new EventEmitter();
  // Every open board of an outlet listens; a busy day may have many.
  emitter.setMaxListeners(0);
  return {
    publish: ({ orderId, storeId }) => {
      emitter.emit(storeId, orderId);
    },
    subscribe(storeId, listener) {
      emitter.on(storeId, listener);
      return () => emitter.off(storeId, listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/** Changes heard by every server on the bus (each server's boards read the order themselves). */
export function createBusOrderEvents(bus: Bus, onError: (error: unknown) => void): OrderEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const stop = bus.subscribe('orders', (body) => {
    const change = body as Partial<OrderChange>;
    if (typeof change.storeId === 'string' && typeof change.orderId === 'string') {
      emitter.emit(change.storeId, change.orderId);
    }
  });
  return {
    publish: (change) => {
      bus.publish('orders', { orderId: change.orderId, storeId: change.storeId }).catch(onError);
    },
    subscribe(storeId, listener) {
      emitter.on(storeId, listener);
      return () => emitter.off(storeId, listener);
    },
    close: async () => {
      stop();
      emitter.removeAllListeners();
    },
  };
}
