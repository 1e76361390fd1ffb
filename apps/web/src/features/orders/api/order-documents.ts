import { readRefusal } from '../../../lib/refusals';
import { ApiError } from '../../../lib/api';

export type OrderDocumentKind = 'invoice' | 'credit-note';

/** The name the server gives the file ('Roast-tax-invoice-CCX-261125-0042.pdf'), or a fallback. */
function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads the order's tax invoice or credit note. The PDF is fetched with the customer's token
 * (a plain link would carry none) and saved under the server's file name.
 */
export async function downloadOrderDocument(token: string | null, orderId: string, kind: OrderDocumentKind) {
  const response = await fetch(`/api/order/${kind}/${encodeURIComponent(orderId)}`, {
    headers: { accept: 'application/pdf', ...(token ? { token } : {}) },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const refusal = readRefusal(body);
    throw new ApiError(
      response.status,
      refusal?.message ?? `Request failed (${response.status})`,
      refusal?.message,
      undefined,
      refusal,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filenameOf(response, `Roast-${kind}-${orderId}.pdf`);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
