import type { CartLine, PickupSlot } from '@roast/domain';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { ApiError, postJson, useServerMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useRefusalText } from '../../../lib/refusals';
import { forgetSession, sessionToken, useSessionToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { addBody, additionOf, sameLine, type CartAddition, type LineDisplay } from './cart-lines';
import {
  addGuestLine,
  deleteGuestLine,
  followGuestCart,
  guestLines,
  moveGuestLine,
  readStoredGuestLines,
  removeGuestOne,
  saveGuestCart,
  useGuestLines,
  type GuestChange,
} from './guest-cart';
import { allPickupSlots } from './pickup-slots';

/**
 * The cart for everyone: a guest's lines in this browser (guest-cart.ts), a customer's on the
 * server, read and changed through the spec's calls. Both answer to the same hooks, and the
 * header's badge reads the same cart as the cart page.
 */
export type CartStatus = 'loading' | 'ready' | 'error';
export type { CartAddition, LineDisplay };

interface UpdatedCart {
  updatedCart: CartLine[];
  message: string;
}

export const serverCartQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.cart(token),
    queryFn: async () => {
      try {
        return (await postJson<{ cartData: CartLine[] }>('/api/cart/get', {}, token)).cartData;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) forgetSession();
        throw error;
      }
    },
    staleTime: 30_000,
  });

const setServerLines = (client: QueryClient, token: string, lines: CartLine[]) =>
  client.setQueryData(queryKeys.cart(token), lines);

/** Tokens this tab is bringing the guest cart to right now, so two components never send it twice. */
const merging = new Set<string>();

type Merged = UpdatedCart & { merged: boolean };

/**
 * Sends the guest's lines to the customer's cart once, however many tabs are open: under a lock the
 * browser gives one tab at a time, the lines are read again from storage and sent only if they are
 * still there (another tab may have sent them already). Answers null when there was nothing left.
 */
async function sendGuestLines(token: string, received: (merged: Merged) => void): Promise<Merged | null> {
  const send = async () => {
    const lines = readStoredGuestLines();
    if (lines.length === 0) return null;
    const merged = await postJson<Merged>(
      '/api/cart/merge',
      { lines: lines.map((line) => addBody(additionOf(line, line.quantity))) },
      token,
    );
    // The customer's cart shows the server's answer before the guest cart empties, so nothing
    // reads an empty cart in between; the lock is held until then.
    received(merged);
    saveGuestCart([]);
    return merged;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('roast:guest-cart-merge', send) : send();
}

/**
 * The guest's lines join the customer's cart when they sign in, all at once or not at all: the
 * server refuses lines it cannot take (another outlet, a pickup that has passed) and says why. A
 * request that gets no answer is tried again; lines still here later go the next time the cart loads.
 */
function useGuestMerge() {
  const client = useQueryClient();
  const { t } = useTranslation('cart');
  const serverMessage = useServerMessage();
  return useMutation({
    mutationFn: ({ token }: { token: string }) =>
      sendGuestLines(token, (merged) => {
        setServerLines(client, token, merged.updatedCart);
        if (!merged.merged) toast.info(merged.message);
      }),
    retry: (failures, error) => !(error instanceof ApiError) && failures < 3,
    onSuccess: (merged, { token }) => {
      // Another tab sent them first: read the cart as the server has it now.
      if (!merged) void client.invalidateQueries({ queryKey: queryKeys.cart(token) });
    },
    onSettled: (_merged, _error, { token }) => {
      merging.delete(token);
    },
    onError: (error, { token }) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401) return forgetSession();
      // Refused: the guest lines go, and the customer reads why; their own cart is as it was.
      saveGuestCart([]);
      toast.error(serverMessage(error) ?? t('toast.addFailed'));
      void client.invalidateQueries({ queryKey: queryKeys.cart(token) });
    },
  });
}

/** The cart, its total quantity and its loading state; the same empty cart on the server. */
export function useCart(): { lines: CartLine[]; status: CartStatus; count: number } {
  const token = useSessionToken();
  const guest = useGuestLines();
  const merge = useGuestMerge();
  // The live guest cart, read in the browser only (the server and the first render know none).
  useEffect(followGuestCart, []);
  const bringing = Boolean(token && guest && guest.length > 0);
  useEffect(() => {
    if (!bringing || !token || merging.has(token)) return;
    merging.add(token);
    merge.mutate({ token });
  }, [bringing, token, merge]);
  const server = useQuery({ ...serverCartQuery(token ?? ''), enabled: Boolean(token) && !bringing });

  const view = (lines: CartLine[], status: CartStatus) => ({
    lines,
    status,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
  });
  if (!token) return view(guest ?? [], guest === null ? 'loading' : 'ready');
  if (bringing) return view([], merge.isError ? 'error' : 'loading');
  if (server.data) return view(server.data, 'ready');
  return view([], server.isError ? 'error' : 'loading');
}

/** The cart as the server has it now (after a payment took the ordered lines out, say). */
export function useRefreshCart() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['cart'] });
}

/**
 * Changes to the cart, for a guest or a customer: each says how it went in a toast and resolves to
 * whether the change was made.
 */
export function useCartActions() {
  const client = useQueryClient();
  const { t } = useTranslation('cart');
  const serverMessage = useServerMessage();
  const format = useFormat();
  const refusalText = useRefusalText();
  const REMOVED = t('toast.removed');
  const change = useMutation({
    mutationFn: ({ token, url, body }: { token: string; url: string; body: object }) =>
      postJson<UpdatedCart>(url, body, token),
    onSuccess: (answer, { token }) => setServerLines(client, token, answer.updatedCart),
  });

  const serverLines = (token: string) => client.getQueryData<CartLine[]>(queryKeys.cart(token)) ?? [];

  /** A guest's change, stored and shown, or refused with its reason. */
  const guestChange = (result: GuestChange, done?: string): boolean => {
    if (!result.ok) {
      // The rule's own text, as the server cart says it: the same code, in the page's language.
      toast.error(refusalText(result.code) ?? result.code);
      return false;
    }
    saveGuestCart(result.lines);
    if (done) toast.success(done);
    return true;
  };

  async function add(addition: CartAddition, display: LineDisplay, { quiet = false } = {}): Promise<boolean> {
    const token = sessionToken();
    if (!token) return guestChange(addGuestLine(guestLines(), addition, display), quiet ? undefined : t('toast.added'));
    if (serverLines(token).some((line) => line.store !== addition.store)) {
      toast.error(refusalText('cart_other_store') ?? t('toast.addFailed'));
      return false;
    }
    try {
      await change.mutateAsync({ token, url: '/api/cart/add', body: addBody(addition) });
      if (!quiet) toast.success(t('toast.addedSignedIn'));
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? (serverMessage(error) ?? t('toast.addFailed')) : t('toast.addError'));
      return false;
    }
  }

  async function take(
    line: Pick<CartLine, 'itemId' | 'itemType' | 'size'>,
    url: string,
    body: object,
    guest: (lines: CartLine[]) => GuestChange,
  ): Promise<boolean> {
    const token = sessionToken();
    if (!token) {
      const result = guest(guestLines());
      return guestChange(result, result.ok && result.removed ? REMOVED : undefined);
    }
    try {
      const answer = await change.mutateAsync({ token, url, body });
      if (!answer.updatedCart.some((item) => sameLine(item, line))) toast.success(REMOVED);
      return true;
    } catch (error) {
      toast.error(
        error instanceof ApiError ? (serverMessage(error) ?? t('toast.removeFailed')) : t('toast.removeError'),
      );
      return false;
    }
  }

  /** A line to another pickup time (its slot is full, say); the server checks every rule again. */
  async function movePickup(
    line: Pick<CartLine, 'itemId' | 'itemType' | 'size'>,
    pickup: PickupSlot,
  ): Promise<boolean> {
    const token = sessionToken();
    const done = t('toast.moved', { slot: format.slot(pickup) });
    try {
      if (!token) return guestChange(moveGuestLine(guestLines(), line, pickup), done);
      await change.mutateAsync({
        token,
        url: '/api/cart/pickup',
        body: { itemId: line.itemId, size: line.size, pickupDate: pickup.pickupDate, pickupTime: pickup.pickupTime },
      });
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? (serverMessage(error) ?? t('toast.moveFailed')) : t('toast.moveError'));
      if (token) void client.invalidateQueries({ queryKey: queryKeys.cart(token) });
      return false;
    } finally {
      // Whatever happened, the times as they stand now.
      void client.invalidateQueries({ queryKey: allPickupSlots });
    }
  }

  return {
    add,
    movePickup,
    /** One more of a line that is already in the cart, for the same pickup. */
    addOne: (line: CartLine) => add(additionOf(line, 1), line, { quiet: true }),
    /** One fewer; the line goes when it was the last one. */
    removeOne: (line: Pick<CartLine, 'itemId' | 'itemType' | 'size'>) =>
      take(line, '/api/cart/remove', { itemId: line.itemId, itemType: line.itemType, size: line.size }, (lines) =>
        removeGuestOne(lines, line),
      ),
    /** The whole line goes. */
    deleteLine: (line: Pick<CartLine, 'itemId' | 'itemType' | 'size'>) =>
      take(line, '/api/cart/delete', { itemId: line.itemId, size: line.size }, (lines) => deleteGuestLine(lines, line)),
  };
}
