import { ConfigError, loadConfig } from './config/config.ts';
import { bootstrap } from './bootstrap.ts';

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
    await app.close();
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
