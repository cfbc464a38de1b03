import type { Db } from '../../db/client.ts';
import { insertJobs, type NewJob } from './jobs.repository.ts';

export type { NewJob };

/**
 * Queues work for the job runners, inside the caller's transaction when `tx` is one: the jobs exist
 * only if it commits, and every process's runners are woken at commit. A second job with the same
 * queue and singleton key is skipped; returns how many were created.
 */
export function enqueue(tx: Db, jobs: NewJob[], now: Date): Promise<number> {
  return insertJobs(tx, jobs, now);
}
