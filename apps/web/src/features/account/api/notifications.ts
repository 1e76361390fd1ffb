import type { NotificationChoices, NotificationChoicesPatch } from '@roast/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';

const key = (token: string | null) => ['notification-choices', token] as const;

/** The signed-in customer's message choices. */
export function useNotificationChoices(token: string | null) {
  return useQuery({
    queryKey: key(token),
    enabled: Boolean(token),
    queryFn: async () =>
      (await getJson<{ success: true; data: NotificationChoices }>('/api/user/notifications', { token })).data,
  });
}

/** Changes one or more choices; the answer is the choices now in force. */
export function useChooseNotifications(token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: NotificationChoicesPatch) =>
      (
        await getJson<{ success: true; data: NotificationChoices }>('/api/user/notifications', {
          method: 'PATCH',
          body: JSON.stringify(patch),
          headers: { 'content-type': 'application/json' },
          token,
        })
      ).data,
    // A read still on its way would answer the choices from before this change: it is dropped.
    onMutate: () => client.cancelQueries({ queryKey: key(token) }),
    onSuccess: (choices) => client.setQueryData(key(token), choices),
  });
}
