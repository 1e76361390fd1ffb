import type { StaffMember } from '@roast/domain';
import { queryOptions } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { staffApi, StaffApiError } from './api';
import { staffKeys } from './query-keys';

/** Who is signed in: the member, or null when the server answers that nobody is (401). */
export const meQuery = queryOptions({
  queryKey: staffKeys.me,
  staleTime: 5 * 60_000,
  queryFn: async (): Promise<StaffMember | null> => {
    try {
      return (await staffApi.get<{ staff: StaffMember }>('/me')).staff;
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 401) return null;
      throw error;
    }
  },
});

/** The signed-in member, for every page behind the login. */
export const StaffMemberContext = createContext<StaffMember | null>(null);

export function useStaffMember(): StaffMember {
  const member = use(StaffMemberContext);
  if (!member) throw new Error('useStaffMember is for pages behind the login');
  return member;
}
