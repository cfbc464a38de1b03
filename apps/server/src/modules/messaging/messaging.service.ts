import { MESSAGING_MESSAGES } from '@briefly/shared/messaging';
import { messagingDeps, type MessagingServiceOptions } from './service/deps.ts';
import { conversationUseCases } from './service/conversations.ts';
import { fileUseCases } from './service/files.ts';
import { reminderUseCases } from './service/reminders.ts';
import { reportUseCases } from './service/reports.ts';
import { sendingUseCases } from './service/sending.ts';
import { messagingHelpers } from './service/shared.ts';

export { UNREAD_REMINDER_DELAY_MS, type Caller, type MessagingServiceOptions } from './service/deps.ts';

// Conversations between one brand and one creator (docs/product/messaging.md). Every read and
// write is scoped to the caller: a conversation they are not part of is "not found". Changes
// publish domain events in their transaction; the realtime forwarder sends them to both sides.
// Each use case is a file in service/; this factory wires them to the same options.
export function createMessagingService(options: MessagingServiceOptions) {
  const deps = messagingDeps(options);
  const helpers = messagingHelpers(deps);
  const conversations = conversationUseCases(deps, helpers);
  const sending = sendingUseCases(deps, helpers);
  const files = fileUseCases(deps);
  const reports = reportUseCases(deps, helpers);
  const reminders = reminderUseCases(deps, helpers);

  return {
    listConversations: conversations.listConversations,
    startConversation: conversations.startConversation,
    availableUsers: conversations.availableUsers,
    listMessages: conversations.listMessages,
    markRead: conversations.markRead,
    sendText: sending.sendText,
    sendFile: sending.sendFile,
    download: files.download,
    fileLink: files.fileLink,
    downloadSigned: files.downloadSigned,
    setBlocked: conversations.setBlocked,
    report: reports.report,
    listReports: reports.listReports,
    readReportedThread: reports.readReportedThread,
    remindUnread: reminders.remindUnread,
    messages: MESSAGING_MESSAGES,
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
