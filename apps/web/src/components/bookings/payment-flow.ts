import { serverMessageOf } from '../../lib/api';
import {
  openCheckout,
  verifyPayment,
  type Prefill,
  type ProviderOrder,
  type VerifiedPayment,
} from '../../lib/checkout';

export const PAYMENT_FAILED = 'Payment failed. Please try again.';

interface PaymentFlow {
  order: ProviderOrder;
  description: string;
  prefill: Prefill;
  token?: string | null;
  /** The verification call of what is being paid for. */
  verifyUrl: string;
  onVerified: (verified: VerifiedPayment) => void;
  onFailed: (message: string) => void;
  /** The widget is open (the booking form can close), or was closed without paying. */
  onOpened?: () => void;
  onDismiss?: () => void;
}

/** Opens the payment widget for a provider order and has the server verify what it says. */
export async function payFor(flow: PaymentFlow): Promise<void> {
  await openCheckout(
    flow.order,
    { description: flow.description, prefill: flow.prefill, token: flow.token },
    {
      onPaid: (response) => {
        verifyPayment(flow.verifyUrl, response, flow.token).then(flow.onVerified, (error: unknown) =>
          flow.onFailed(serverMessageOf(error) ?? PAYMENT_FAILED),
        );
      },
      onFailed: () => flow.onFailed(PAYMENT_FAILED),
      onDismiss: () => flow.onDismiss?.(),
    },
  );
  flow.onOpened?.();
}

/** The server refunded a payment whose places had gone while the customer paid. */
export const wasRefunded = (verified: VerifiedPayment) => /refunded/i.test(verified.message);
