import type { Config } from '../config';
import type { Database } from '../db/client';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider, type SandboxProvider } from './sandbox';
import type { PaymentProvider } from './provider';

export function createPaymentProvider(
  config: Config,
  db: Database,
): { provider: PaymentProvider; sandbox?: SandboxProvider } {
  const { provider, keyId, keySecret, apiBase } = config.payments;
  if (provider === 'razorpay') return { provider: createRazorpayProvider({ apiBase, keyId, keySecret }) };
  const sandbox = createSandboxProvider(db, keyId, keySecret);
  return { provider: sandbox, sandbox };
}
