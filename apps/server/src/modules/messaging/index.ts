// The messaging module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createMessagingModule } from './messaging.module.ts';
export type { MessagingService } from './messaging.service.ts';
// The attachment pipeline, for every file a person sends (disputes' evidence files use it too).
export {
  checkAttachment,
  readAttachmentUpload,
  registerAttachmentUploads,
  serveAttachment,
  storedAttachment,
  type ServedFile,
  type SpooledUpload,
} from './messaging.attachments.ts';
