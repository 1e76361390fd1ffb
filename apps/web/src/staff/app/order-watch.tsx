import { MAX_BOARD_DAYS, type BoardOrder } from '@roast/domain';
import { partialMatchKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ConnectionBanner } from '../features/alerts/connection-banner';
import { OrderAlertsPanel } from '../features/alerts/order-alerts-panel';
import { SoundPrompt } from '../features/alerts/sound-prompt';
import { useOrderAlerts } from '../features/alerts/use-order-alerts';
import { boardQuery } from '../features/board/api/board';
import { canStream, useOrderStream } from '../features/board/api/order-stream';
import { SharedStreamContext, type OrderListener, type SharedStream } from '../features/board/api/shared-stream';
import { useSound } from '../features/board/use-sound';
import { indiaToday } from '../lib/dates';
import { outletsQuery } from '../lib/outlets';
import { staffKeys } from '../lib/query-keys';
import { useSetting } from '../lib/settings';

/**
 * The orders of the outlet this tablet stands in (the one the board shows), heard on every page of
 * the console through one stream, which the board shares. A new order, or a customer's
 * cancellation, rings wherever the member is until someone acknowledges it; an order paid while the
 * connection was down rings once the lists are fetched again. What the member must not miss is
 * shown in `notices`, a place under the console's header.
 */
export function OrderWatch({ notices, children }: { notices: HTMLElement | null; children: ReactNode }) {
  const client = useQueryClient();
  const outlets = useQuery(outletsQuery);
  const chosen = useSetting('outlet');
  const outlet = (outlets.data?.find((each) => each._id === chosen) ?? outlets.data?.[0])?._id;
  const sound = useSound();
  const alerts = useOrderAlerts((kinds) =>
    sound.ring({ orders: kinds.has('new'), cancellations: kinds.has('cancelled') }),
  );
  const [listeners] = useState(() => new Set<OrderListener>());

  const stream = useOrderStream(outlet, (order, isNew) => {
    alerts.hear(order);
    for (const listener of listeners) listener(order, isNew);
  });

  // Every list of the outlet's orders the server answers (the board's, fetched again as the stream
  // comes back, or the look below) may hold an order paid while the stream was away.
  const look = useEffectEvent((orders: BoardOrder[]) => alerts.look(orders));
  useEffect(() => {
    if (!outlet) return;
    const lists = staffKeys.boardsOf(outlet);
    for (const [, orders] of client.getQueriesData<BoardOrder[]>({ queryKey: lists })) if (orders) look(orders);
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!partialMatchKey(event.query.queryKey, lists)) return;
      const orders = event.query.state.data as BoardOrder[] | undefined;
      if (orders) look(orders);
    });
  }, [client, outlet]);

  // Away from the board no list is fetched again as the stream opens: one look at the coming days
  // finds what was paid while it was down (or while the page reloaded).
  useEffect(() => {
    if (!outlet || stream !== 'live') return;
    if (client.getQueryCache().findAll({ queryKey: staffKeys.boardsOf(outlet), type: 'active' }).length > 0) return;
    client.fetchQuery({ ...boardQuery(outlet, indiaToday(), MAX_BOARD_DAYS), staleTime: 0 }).catch(() => undefined);
  }, [client, outlet, stream]);

  const listen = useCallback(
    (listener: OrderListener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [listeners],
  );
  const waiting = alerts.alerts;
  const unacknowledged = useMemo(
    () => new Set(waiting.filter((alert) => alert.kind === 'new').map((alert) => alert.order._id)),
    [waiting],
  );
  const shared = useMemo<SharedStream>(
    () => ({ outlet, stream, listen, unacknowledged }),
    [outlet, stream, listen, unacknowledged],
  );

  const down = outlet !== undefined && canStream() && stream !== 'live';
  return (
    <SharedStreamContext value={shared}>
      {children}
      {notices
        ? createPortal(
            <>
              <ConnectionBanner down={down} />
              <OrderAlertsPanel
                alerts={alerts.alerts}
                onAcknowledge={alerts.acknowledge}
                onAcknowledgeAll={alerts.acknowledgeAll}
              />
            </>,
            notices,
          )
        : null}
      {sound.locked ? <SoundPrompt onTap={sound.unlock} /> : null}
    </SharedStreamContext>
  );
}
