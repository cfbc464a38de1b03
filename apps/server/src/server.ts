import { ConfigError, loadConfig } from './config/config.ts';
import { bootstrap } from './bootstrap.ts';

/** The longest a SIGTERM'd process takes to exit: requests in flight finish, jobs have 5 s of it (job-runner.ts). */
const SHUTDOWN_TIMEOUT_MS = 9_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await bootstrap({ config });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Whatever still runs after this long (a request that never ends) does not keep the process:
    // orchestrators kill at 10 s or later (docs/operations.md#shutdown).
    setTimeout(() => {
      app.log.error({ signal, afterMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown did not finish in time; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Briefly is running at ${config.publicUrl} (database: ${app.database.kind}${config.demoMode ? ', demo mode' : ''})`,
  );
}

void main();
