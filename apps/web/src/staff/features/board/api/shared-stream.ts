import type { BoardOrder } from '@roast/domain';
import { createContext, use, useEffect, useEffectEvent } from 'react';
import { useOrderStream, type StreamState } from './order-stream';

export type OrderListener = (order: BoardOrder, isNew: boolean) => void;

/**
 * The console's one order stream, opened for the outlet this tablet stands in whatever page is
 * open, so a new order rings everywhere. The board listens to it rather than opening a second one.
 */
export interface SharedStream {
  outlet: string | undefined;
  stream: StreamState;
  /** Hears every order the stream brings; answers the function that stops hearing. */
  listen: (listener: OrderListener) => () => void;
  /** Orders rung for that nobody has acknowledged yet: the board shows them as new. */
  unacknowledged: ReadonlySet<string>;
}

export const SharedStreamContext = createContext<SharedStream | null>(null);

/** The console's stream, when the board is inside the console (always, but in a test of the board alone). */
export const useSharedStream = () => use(SharedStreamContext);

const NONE: ReadonlySet<string> = new Set();

/**
 * The board's orders as they are paid and moved: from the console's stream when it has one for
 * this outlet (`shared`: the console rings for them too), else from a stream of the board's own.
 */
export function useBoardStream(
  outlet: string,
  onOrder: OrderListener,
): { stream: StreamState; shared: boolean; unacknowledged: ReadonlySet<string> } {
  const shared = use(SharedStreamContext);
  const own = useOrderStream(shared ? undefined : outlet, onOrder);
  const heard = useEffectEvent(onOrder);
  const listen = shared?.listen;
  const same = shared?.outlet === outlet;

  useEffect(() => {
    if (!listen || !same) return;
    return listen((order, isNew) => heard(order, isNew));
  }, [listen, same]);

  if (!shared) return { stream: own, shared: false, unacknowledged: NONE };
  // The console follows the outlet the board has just chosen a moment later.
  return { stream: same ? shared.stream : 'connecting', shared: true, unacknowledged: shared.unacknowledged };
}
