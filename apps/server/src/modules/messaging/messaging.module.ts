import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { createClosedAccountsFiles } from './closed-accounts-files.ts';
import { createMessagingService, type MessagingService } from './messaging.service.ts';
import {
  createFileStorage,
  uploadSpoolDir,
  type FileStorage,
  type S3StorageConfig,
} from '../../platform/file-storage.ts';

// Messaging (docs/product/messaging.md): conversations between a brand and a creator, files,
// blocks and reports, and the unread-message reminder. Its tables: conversations, messages,
// user_blocks, conversation_reports; its files: FileStorage.

/** Signs the short-lived file links; the same for every process (platform_secrets). */
const LINK_SECRET_NAME = 'messaging.file_links';

export async function createMessagingModule(deps: {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  dataDir: string;
  s3: S3StorageConfig | null;
  rateLimit: { max: number; windowMs: number };
  /** Replaces the storage chosen by config (tests). */
  storage?: FileStorage;
}): Promise<AppModule<{ messaging: MessagingService }>> {
  const storage = deps.storage ?? createFileStorage({ dataDir: deps.dataDir, s3: deps.s3 });
  const linkSecret = await getOrCreateSecret(deps.db, LINK_SECRET_NAME);
  const messaging = createMessagingService({
    db: deps.db,
    clock: deps.clock,
    events: deps.events,
    storage,
    linkSecret,
  });
  const closedAccountsFiles = createClosedAccountsFiles({ db: deps.db, storage, clock: deps.clock });
  const spoolDir = uploadSpoolDir(deps.dataDir);
  return {
    name: 'messaging',
    services: { messaging },
    routes: [(app) => messagingRoutes(app, { messaging, spoolDir, rateLimit: deps.rateLimit })],
    jobs: [
      { name: 'remind-unread-messages', intervalMs: 60_000, run: () => messaging.remindUnread() },
      { name: 'remove-closed-accounts-files', intervalMs: 60 * 60_000, run: () => closedAccountsFiles.removeFiles() },
    ],
  };
}
