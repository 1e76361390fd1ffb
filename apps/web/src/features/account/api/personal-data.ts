import { readRefusal } from '../../../lib/refusals';
import type { EraseAccountPayload } from '@roast/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, postJson } from '../../../lib/api';

/** The name the file is saved under, as the server names it. */
const EXPORT_FILENAME = 'roast-my-data.json';

/** Fetches the customer's data (with their token) and saves it as a file. */
export async function downloadMyData(token: string): Promise<void> {
  const response = await fetch('/api/user/export', { headers: { accept: 'application/json', token } });
  if (!response.ok) {
    const refusal = readRefusal(await response.json().catch(() => null));
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
    link.download = EXPORT_FILENAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

/** Erases the signed-in customer's account; resolves to the server's confirmation. */
export function useEraseAccount() {
  return useMutation({
    mutationFn: ({ password, token }: EraseAccountPayload & { token: string }) =>
      postJson<{ success: true; message: string }>('/api/user/erase', { password }, token),
  });
}
