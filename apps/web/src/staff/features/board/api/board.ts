import { addDays, UNDO_SECONDS, UNDO_TO, type BoardOrder, type KitchenStatus, type OrderMove } from '@roast/domain';
import { queryOptions, useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast';
import { messageOf, staffApi, StaffApiError, staffUrl } from '../../../lib/api';
import { keptAt } from '../../../lib/offline';
import { staffKeys } from '../../../lib/query-keys';

/**
 * Orders the stream or a move brought lately, by outlet, with when they came: a list whose fetch
 * started before one of them came answers as the server was then, and must not undo it.
 */
const lately = new Map<string, { at: number; order: BoardOrder }[]>();
const REMEMBERED_MS = 2 * 60_000;

function remember(outlet: string, order: BoardOrder): void {
  const now = Date.now();
  const recent = (lately.get(outlet) ?? []).filter((each) => now - each.at < REMEMBERED_MS);
  lately.set(outlet, [...recent, { at: now, order }]);
}

/** The board's read (its path in the staff API), as the page asks whether a kept copy answered it. */
const boardPath = (outlet: string, date: string, days: number) =>
  `/orders?${new URLSearchParams({ outlet, date, days: String(days) })}`;

/** The board's address, as `keptAt` (lib/offline) knows it. */
export const boardAddress = (outlet: string, date: string, days: number) => staffUrl(boardPath(outlet, date, days));

/** The paid orders of an outlet picked up from `date` (India time) for `days` days, by pickup time. */
export const boardQuery = (outlet: string, date: string, days: number) =>
  queryOptions({
    queryKey: staffKeys.board(outlet, date, days),
    queryFn: async () => {
      const started = Date.now();
      const { data } = await staffApi.get<{ data: BoardOrder[] }>(boardPath(outlet, date, days));
      // Offline, the answer is the copy kept then: what the stream or a move brought since is newer.
      const kept = keptAt(boardAddress(outlet, date, days));
      const from = kept ? Math.min(started, new Date(kept).getTime()) : started;
      const since = (lately.get(outlet) ?? []).filter((each) => each.at >= from);
      return since.reduce((list, { order }) => withOrder(list, order, date, days), data);
    },
    // The stream keeps the board current; a fresh look now and then is the safety net behind it.
    refetchInterval: 5 * 60_000,
  });

export const byPickup = (a: BoardOrder, b: BoardOrder) =>
  a.pickupDate.localeCompare(b.pickupDate) ||
  a.pickupTime.localeCompare(b.pickupTime) ||
  a.orderId.localeCompare(b.orderId);

/** A list of the days from `date` with the order as it is now: in it when its pickup is one of those days. */
function withOrder(list: BoardOrder[], order: BoardOrder, date: string, days: number): BoardOrder[] {
  const others = list.filter((listed) => listed._id !== order._id);
  const shown = order.pickupDate >= date && order.pickupDate <= addDays(date, days - 1);
  return shown ? [...others, order].sort(byPickup) : others;
}

/**
 * Puts an order, as the server has it now, into every board list of its outlet whose days include
 * its pickup (and out of those that no longer do). Answers whether any list had it already.
 */
export function placeOrder(client: QueryClient, outlet: string, order: BoardOrder): boolean {
  remember(outlet, order);
  let known = false;
  for (const [key, list] of client.getQueriesData<BoardOrder[]>({ queryKey: staffKeys.boardsOf(outlet) })) {
    if (!list) continue;
    const [, , , date, days] = key as ReturnType<typeof staffKeys.board>;
    known ||= list.some((listed) => listed._id === order._id);
    client.setQueryData<BoardOrder[]>(key, withOrder(list, order, date, days));
  }
  return known;
}

/**
 * Moves an order to its next state. When the server refuses because the order is no longer where
 * this tablet thought (someone moved it first: a 409), the board is fetched again.
 */
/** Puts an order back where it was before its last move (within UNDO_SECONDS of it). */
async function undoMove(client: QueryClient, outlet: string, orderId: string) {
  try {
    const { data } = await staffApi.post<{ data: BoardOrder }>(`/orders/${encodeURIComponent(orderId)}/undo`);
    placeOrder(client, outlet, data);
    toast.info(`${orderId} is back in ${data.status}.`);
  } catch (error) {
    toast.error(messageOf(error, `${orderId} could not be put back. Check the connection.`));
    void client.invalidateQueries({ queryKey: staffKeys.boardsOf(outlet) });
  }
}

/** Every move of an outlet's orders, so a card finds its own move still waiting to be sent. */
const moveKey = (outlet: string) => ['staff', 'move', outlet] as const;

type MoveVariables = OrderMove & { orderId: string };

/**
 * The move tapped on an order while offline, which waits to be sent when the connection is back
 * (the console's moves pause offline, see query-client.ts); null when none is waiting. Read from
 * the mutation cache, so the card says so even when it was drawn again meanwhile.
 */
export function useWaitingMove(outlet: string, orderId: string): KitchenStatus | null {
  const waiting = useMutationState({
    filters: {
      mutationKey: moveKey(outlet),
      status: 'pending',
      predicate: (mutation) =>
        mutation.state.isPaused && (mutation.state.variables as MoveVariables | undefined)?.orderId === orderId,
    },
    select: (mutation) => (mutation.state.variables as MoveVariables).status,
  });
  return waiting.at(-1) ?? null;
}

export function useMoveOrder(outlet: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: moveKey(outlet),
    mutationFn: ({ orderId, ...move }: OrderMove & { orderId: string }) =>
      staffApi.patch<{ data: BoardOrder }>(`/orders/${encodeURIComponent(orderId)}`, move),
    onSuccess: ({ data }) => {
      placeOrder(client, outlet, data);
      // A stray tap on a busy counter: every move but a cancellation can be taken back for a while.
      if (UNDO_TO[data.status]) {
        toast.success(`${data.orderId} moved to ${data.status}.`, {
          action: { label: 'Undo', run: () => void undoMove(client, outlet, data.orderId) },
          durationMs: UNDO_SECONDS * 1000,
        });
      }
      // A cancelled order gives its units back to its slot.
      if (data.status === 'Cancelled') void client.invalidateQueries({ queryKey: staffKeys.slotsOf(outlet) });
    },
    onError: (error) => {
      if (error instanceof StaffApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: staffKeys.boardsOf(outlet) });
      }
    },
  });
}
