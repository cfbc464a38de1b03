import type { FastifyBaseLogger } from 'fastify';

// In-process scheduled jobs (architecture §7). Each job must be safe to run in several processes
// at once (it claims its work in the database), so no leader election is needed.

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

export function startScheduler(jobs: ScheduledJob[], log: FastifyBaseLogger): { stop(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const timers = jobs.map((job) => {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return; // a slow run is not overlapped by the next tick
      busy = true;
      const run = job
        .run()
        .then((result) => log.debug({ job: job.name, result }, 'job ran'))
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    setImmediate(tick);
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
