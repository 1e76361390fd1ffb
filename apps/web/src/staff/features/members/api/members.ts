import type { StaffMember, StaffRole } from '@roast/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import { staffKeys } from '../../../lib/query-keys';

export const membersQuery = queryOptions({
  queryKey: staffKeys.members,
  queryFn: async () => (await staffApi.get<{ data: StaffMember[] }>('/members')).data,
});

/** A one-time set-password link, as the server made it (and mailed it). */
export interface LinkAnswer {
  link: string;
  message: string;
}

function useReplaceMember() {
  const client = useQueryClient();
  return (member: StaffMember) => {
    client.setQueryData<StaffMember[]>(staffKeys.members, (list) => {
      if (!list) return list;
      const found = list.some((each) => each._id === member._id);
      return found ? list.map((each) => (each._id === member._id ? member : each)) : [...list, member];
    });
    // The owner may have changed their own role or outlets.
    const me = client.getQueryData<StaffMember | null>(staffKeys.me);
    if (me?._id === member._id) void client.invalidateQueries({ queryKey: staffKeys.me });
  };
}

export function useInvite() {
  const replace = useReplaceMember();
  return useMutation({
    mutationFn: (body: { email: string; name: string; role: StaffRole; outlets: string[] }) =>
      staffApi.post<LinkAnswer & { data: StaffMember }>('/invitations', body),
    onSuccess: ({ data }) => replace(data),
  });
}

export function useUpdateMember() {
  const replace = useReplaceMember();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string; role?: StaffRole; outlets?: string[]; active?: boolean }) =>
      staffApi.patch<{ data: StaffMember }>(`/members/${encodeURIComponent(id)}`, patch),
    onSuccess: ({ data }) => replace(data),
  });
}

/** A new set-password link for a member (a lost invitation, a forgotten password). */
export function useSendLink() {
  return useMutation({
    mutationFn: (id: string) => staffApi.post<LinkAnswer>(`/members/${encodeURIComponent(id)}/link`),
  });
}
