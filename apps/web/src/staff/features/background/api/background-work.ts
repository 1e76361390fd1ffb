import type { BackgroundRetryAnswer, BackgroundWork, JobProblem } from '@roast/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';

const backgroundWorkKey = ['staff', 'background-work'] as const;

/**
 * Background jobs that failed, newest first: waiting for another try, or given up. Read again every
 * half minute while the page is open, as tries come and go by themselves.
 */
export const backgroundWorkQuery = queryOptions({
  queryKey: backgroundWorkKey,
  queryFn: async () => {
    const { data, failing, retrying } = await staffApi.get<BackgroundWork>('/background-work');
    return { data, failing, retrying };
  },
  refetchInterval: 30_000,
});

/** The owner's tap: try a given-up job again. The list is read again after it, whatever the answer. */
export function useTryAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<JobProblem, 'queue' | 'id'>) =>
      staffApi.post<BackgroundRetryAnswer>(
        `/background-work/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: backgroundWorkKey }),
  });
}
