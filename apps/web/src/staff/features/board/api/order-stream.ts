import { boardOrderSchema, type BoardOrder } from '@roast/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { streamUrl } from '../../../lib/api';
import { staffKeys } from '../../../lib/query-keys';
import { placeOrder } from './board';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

const FIRST_RETRY_MS = 3_000;
const LONGEST_RETRY_MS = 60_000;

/** Whether this browser has server-sent events at all (every one the console supports does). */
export const canStream = () => typeof EventSource !== 'undefined';

function readOrder(data: string): BoardOrder | null {
  try {
    const parsed = boardOrderSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The outlet's orders as they are paid and moved, from the server's event stream: each one goes
 * straight into the board lists (and the slots' load is asked for again), and `onOrder` hears
 * whether it is new (just paid, on no list yet). EventSource reconnects by itself after a dropped
 * connection; events may have been missed meanwhile, so every (re)connection fetches the lists
 * again. A stream the server refused (the session lapsed, say) is not retried by the browser: the
 * session is checked and it is tried again here, a little later each time.
 */
export function useOrderStream(
  outlet: string | undefined,
  onOrder: (order: BoardOrder, isNew: boolean) => void,
): StreamState {
  const client = useQueryClient();
  const [state, setState] = useState<{ outlet?: string; stream: StreamState }>({ stream: 'connecting' });
  const heard = useEffectEvent(onOrder);

  useEffect(() => {
    if (!outlet || !canStream()) return;
    let source: EventSource | undefined;
    let retry: number | undefined;
    let wait = FIRST_RETRY_MS;
    const refetch = () => void client.invalidateQueries({ queryKey: staffKeys.boardsOf(outlet) });
    // A paid, moved or cancelled order changes how full its slot is.
    const reloadSlots = () => void client.invalidateQueries({ queryKey: staffKeys.slotsOf(outlet) });

    const connect = () => {
      source = new EventSource(streamUrl(outlet));
      source.addEventListener('open', () => {
        wait = FIRST_RETRY_MS;
        setState({ outlet, stream: 'live' });
        refetch();
        reloadSlots();
      });
      source.addEventListener('error', () => {
        setState({ outlet, stream: 'reconnecting' });
        if (source?.readyState !== EventSource.CLOSED) return;
        void client.invalidateQueries({ queryKey: staffKeys.me });
        retry = window.setTimeout(connect, wait);
        wait = Math.min(wait * 2, LONGEST_RETRY_MS);
      });
      source.addEventListener('order', (event) => {
        reloadSlots();
        const order = readOrder((event as MessageEvent<string>).data);
        // An event this console cannot read: the lists as the server has them will do instead.
        if (!order) return refetch();
        const known = placeOrder(client, outlet, order);
        heard(order, !known && order.status === 'Confirmed');
      });
    };

    // The tablet is back on the network: no need to wait out the pause before the next try.
    const backOnline = () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      window.clearTimeout(retry);
      wait = FIRST_RETRY_MS;
      connect();
    };

    connect();
    window.addEventListener('online', backOnline);
    return () => {
      window.removeEventListener('online', backOnline);
      window.clearTimeout(retry);
      source?.close();
    };
  }, [client, outlet]);

  return state.outlet === outlet ? state.stream : 'connecting';
}
