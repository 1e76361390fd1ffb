import type { CartAddPayload, CartLine } from '@roast/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { assertQuantity, describeCart, priceLine, SAME_STORE } from './cart-rules';
import * as repository from './cart.repository';

export interface CartsDependencies {
  db: Database;
  now: () => Date;
}

type AddRequest = Required<Omit<CartAddPayload, 'userId' | 'price' | 'isveg'>> & Pick<CartAddPayload, 'isveg'>;

/** The signed-in customer's cart: every change under a lock on the customer, all or nothing. */
export function createCarts({ db, now }: CartsDependencies) {
  async function add(userId: string, request: AddRequest): Promise<CartLine[]> {
    return db.transaction(async (tx) => {
      const lines = await repository.lockedCart(tx, userId);
      const priced = await priceLine(tx, request, now());
      if (lines.some((line) => line.storeId !== priced.store.id)) throw conflict(SAME_STORE);
      const existing = lines.find((line) => line.itemId === request.itemId && line.size === request.size);
      assertQuantity((existing?.quantity ?? 0) + request.quantity);
      await repository.addToLine(tx, userId, priced.values, request.quantity);
      return describeCart(tx, userId);
    });
  }

  return {
    /** A `userId` in a request must be the customer's own (or absent). */
    assertOwner(userId: string, claimed: string | undefined): void {
      if (claimed !== undefined && claimed !== '' && claimed !== userId) {
        throw forbidden('You can only change your own cart.');
      }
    },

    get: (userId: string) => describeCart(db, userId),

    add,

    async remove(userId: string, itemId: string, size: string): Promise<CartLine[]> {
      return db.transaction(async (tx) => {
        const line = (await repository.lockedCart(tx, userId)).find((l) => l.itemId === itemId && l.size === size);
        if (!line) throw notFound('Item not found in cart!');
        if (line.quantity > 1) await repository.setLineQuantity(tx, line.id, line.quantity - 1);
        else await repository.deleteLine(tx, line.id);
        return describeCart(tx, userId);
      });
    },

    async delete(userId: string, itemId: string, size: string): Promise<CartLine[]> {
      return db.transaction(async (tx) => {
        const line = (await repository.lockedCart(tx, userId)).find((l) => l.itemId === itemId && l.size === size);
        if (!line) throw notFound('Item not found in cart!');
        await repository.deleteLine(tx, line.id);
        return describeCart(tx, userId);
      });
    },

    /**
     * A guest cart joining the customer's own when they sign in: same item and size add up; lines
     * for another outlet than the customer's cart leave the customer's cart as it was.
     */
    async merge(
      userId: string,
      requests: AddRequest[],
    ): Promise<{ merged: boolean; message: string; cart: CartLine[] }> {
      return db.transaction(async (tx) => {
        const existing = await repository.lockedCart(tx, userId);
        const guestStores = new Set(requests.map((r) => r.store));
        if (guestStores.size > 1) throw badRequest(SAME_STORE);
        const ownStore = existing[0]?.storeId;
        if (requests.length === 0)
          return { merged: true, message: 'Nothing to add.', cart: await describeCart(tx, userId) };
        if (ownStore && !guestStores.has(ownStore)) {
          const own = await repository.findStore(tx, ownStore);
          return {
            merged: false,
            message: `Your saved cart is for ${own?.outletName ?? 'another outlet'}, so we kept it. The items you added before logging in were for another outlet and were not added.`,
            cart: await describeCart(tx, userId),
          };
        }
        const time = now();
        for (const request of requests) {
          const priced = await priceLine(tx, request, time);
          const line = await repository.findLine(tx, userId, request.itemId, request.size);
          assertQuantity((line?.quantity ?? 0) + request.quantity);
          await repository.addToLine(tx, userId, priced.values, request.quantity);
        }
        return {
          merged: true,
          message: 'We added the items from before you logged in to your cart.',
          cart: await describeCart(tx, userId),
        };
      });
    },
  };
}

export type Carts = ReturnType<typeof createCarts>;
