import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config/config.ts';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types.ts';

// `npm run client:generate`: the app on a throwaway embedded database (no demo data, no jobs), and the client's
// types from its document, written where packages/client keeps them.

const repo = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-client-'));
try {
  const app = await bootstrap({
    config: loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
      JOBS_ENABLED: 'false',
    }),
    logger: false,
  });
  await app.ready();
  const types = await clientTypes(app);
  await app.close();
  fs.writeFileSync(path.join(repo, CLIENT_TYPES_FILE), types);
  console.log(`Wrote ${CLIENT_TYPES_FILE}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
