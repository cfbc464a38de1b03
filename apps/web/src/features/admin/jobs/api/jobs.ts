import type { TAdminJob, TAdminJobQueue, TAdminJobsResponse } from '@briefly/shared/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The admin's Jobs section (docs/product/admin.md#jobs): its reads and its two actions.

/** Dead letters per page of the list. */
export const DEAD_LETTERS_PAGE_SIZE = 20;
/** The queues change as workers run: the section refreshes itself this often while open. */
const REFRESH_MS = 15_000;

/** GET /api/admin/jobs/queues (bearer, admin) → { queues }: every queue with work, due, running, later and dead. */
export const getJobQueues = async (signal?: AbortSignal) =>
  (await api.get<{ queues: TAdminJobQueue[] }>('/api/admin/jobs/queues', { signal })).queues;

export const useJobQueues = () =>
  useQuery({
    queryKey: queryKeys.admin.jobQueues(),
    queryFn: ({ signal }) => getJobQueues(signal),
    refetchInterval: REFRESH_MS,
  });

/** GET /api/admin/jobs?status=failed&limit=&offset= (bearer, admin) → { jobs, total }: the dead letters, newest first. */
export const getDeadLetters = async (page: number, signal?: AbortSignal) =>
  api.get<TAdminJobsResponse>(
    `/api/admin/jobs?status=failed&limit=${DEAD_LETTERS_PAGE_SIZE}&offset=${(page - 1) * DEAD_LETTERS_PAGE_SIZE}`,
    { signal },
  );

export const useDeadLetters = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.jobList({ status: 'failed', page }),
    queryFn: ({ signal }) => getDeadLetters(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

/** GET /api/admin/jobs/:id (bearer, admin) → { job }; 404 when there is no such job (done and pruned, or discarded). */
export const getJob = async (id: number, signal?: AbortSignal) =>
  (await api.get<{ job: TAdminJob }>(`/api/admin/jobs/${id}`, { signal })).job;

export const useJob = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.admin.job(id ?? undefined),
    queryFn: ({ signal }) => getJob(id!, signal),
    enabled: id !== null,
  });

/** POST /api/admin/jobs/:id/retry or …/discard (bearer, admin); 404 when the job is no longer a dead letter. Audited. */
export const actOnJob = async ({ id, action }: { id: number; action: 'retry' | 'discard' }) =>
  api.post<unknown>(`/api/admin/jobs/${id}/${action}`);

export const useJobAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'jobs', 'action'],
    mutationFn: actOnJob,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobs() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.attention() });
    },
  });
};
