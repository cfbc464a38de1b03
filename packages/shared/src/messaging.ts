import { z } from 'zod';
import { ZPhoto } from './photos.ts';

// Messaging between a brand and a creator (docs/product/messaging.md).

/** Text of one message: enough for a long reply, not a document (send a file for that). */
export const MESSAGE_CONTENT_MAX = 5000;
/** A report's reason. */
export const REPORT_REASON_MAX = 1000;
/** Attachments must be under 10 MB (docs/product/messaging.md#attachments): 10 MB itself is refused. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'gif', 'mp4', 'mov'] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];
/** The `accept` attribute of the file input. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** Extensions the chat shows as a picture (thumbnail) or a player rather than a file card. */
export const IMAGE_EXTENSIONS: readonly AttachmentExtension[] = ['jpg', 'jpeg', 'png', 'gif'];
export const VIDEO_EXTENSIONS: readonly AttachmentExtension[] = ['mp4', 'mov'];

export const MESSAGES_PAGE_DEFAULT_LIMIT = 50;
export const MESSAGES_PAGE_MAX_LIMIT = 100;
export const CHAT_USERS_DEFAULT_LIMIT = 20;
export const CHAT_USERS_MAX_LIMIT = 50;

export const MESSAGING_MESSAGES = {
  /** The oversized attachment alert (docs/product/messaging.md#attachments), also the server's 413 text. */
  fileTooLarge: 'File size must be less than 10MB',
  fileTypeNotAllowed: `File type not allowed. Accepted types: ${ATTACHMENT_EXTENSIONS.join(', ')}`,
  fileContentMismatch: "The file's content does not match its extension",
  fileRequired: 'Please choose a file to send',
  startFailed: 'Failed to start conversation',
  selectUser: 'Please select a user',
  initialMessageRequired: 'Please enter a message',
  messageRequired: 'Message cannot be empty',
  messageTooLong: `Messages can be at most ${MESSAGE_CONTENT_MAX} characters`,
  conversationNotFound: 'Conversation not found',
  userNotFound: 'User not found',
  fileNotFound: 'File not found',
  fileRemoved: 'This file was removed when its sender closed their account.',
  reportNotFound: 'Report not found',
  /** A brand talks to creators and a creator to brands; admins are not chat users. */
  wrongCounterpart: 'Conversations are between a brand and a creator',
  cannotMessageSelf: 'You cannot message yourself',
  /** A creator may write first only to a brand whose brief they can see. */
  cannotStartWithBrand: 'You can message a brand once you can see one of its briefs',
  blockedByYou: 'You have blocked this user. Unblock them to send messages.',
  blockedByThem: 'You cannot send messages in this conversation',
  /** The other side's account was deactivated. */
  recipientUnavailable: 'This user can no longer receive messages',
  reasonRequired: 'Please tell us why you are reporting this conversation',
  linkExpired: 'This link has expired',
} as const;

/** The extension of a file name, lower case, or '' (the last dot decides: `photo.png.exe` is `exe`). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedAttachment(fileName: string): boolean {
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** The browser's check before an upload (the server checks again, and the bytes too). Null when fine. */
export function validateAttachment(file: { name: string; size: number }): string | null {
  if (file.size >= ATTACHMENT_MAX_BYTES) return MESSAGING_MESSAGES.fileTooLarge;
  if (!isAllowedAttachment(file.name)) return MESSAGING_MESSAGES.fileTypeNotAllowed;
  return null;
}

export const CHAT_USER_TYPES = ['brand', 'creator'] as const;
export type ChatUserType = (typeof CHAT_USER_TYPES)[number];
export const ZChatUserType = z.enum(CHAT_USER_TYPES);

export const MESSAGE_TYPES = ['text', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

// ---------------------------------------------------------------- shapes

export const ZParticipant = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ZChatUserType,
  /** A creator's username, for the link to their public profile; absent for brands. */
  userName: z.string().optional(),
  /** The creator's photo or the brand's logo (docs/product/photos.md), or null (initials); absent in admin views. */
  photo: ZPhoto.optional(),
});
export type TParticipant = z.infer<typeof ZParticipant>;

export const ZLastMessage = z.object({
  type: z.enum(MESSAGE_TYPES),
  content: z.string(),
  fileName: z.string().nullable(),
  senderId: z.uuid(),
  /** ISO date-time. */
  timestamp: z.string(),
});
export type TLastMessage = z.infer<typeof ZLastMessage>;

/** A conversation (docs/product/messaging.md#api), plus what the screen needs (brief id, block state, activity time). */
export const ZConversation = z.object({
  id: z.uuid(),
  /** The one who started the conversation. */
  participant1: ZParticipant,
  participant2: ZParticipant,
  briefId: z.uuid().nullable(),
  briefTitle: z.string().nullable(),
  /** Messages from the other participant the caller has not read. */
  unreadCount: z.number().int(),
  lastMessage: ZLastMessage.nullable(),
  /** ISO date-times; lists are ordered by `lastActivityAt`, newest first. */
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** The caller blocked the other participant. */
  blockedByMe: z.boolean(),
  /** The other participant blocked the caller (nobody can send while either is true). */
  blockedByOther: z.boolean(),
});
export type TConversation = z.infer<typeof ZConversation>;

/** A message (docs/product/messaging.md#messages). `content` is plain text: show it as text, never as HTML. */
export const ZMessage = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  /** The file's media type as sniffed from its bytes (file messages). */
  mimeType: z.string().nullable(),
  /** Authenticated download (bearer token in the header): `/api/messages/files/{messageId}`. */
  fileUrl: z.string().nullable(),
  /**
   * For images and videos: a short-lived signed link (`/api/messages/files/{id}/signed?…`) a
   * browser can load in `<img>`/`<video>` without a token; null for other files. Refresh with
   * `GET /api/messages/files/{messageId}/link` once `previewExpiresAt` has passed.
   */
  previewUrl: z.string().nullable(),
  previewExpiresAt: z.string().nullable(),
  /** ISO date-time the message was sent. */
  timestamp: z.string(),
  /** When the recipient read it (null: unread). */
  readAt: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** A person one may start a conversation with (docs/product/messaging.md#who-may-talk-to-whom). */
export const ZChatUser = z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), type: ZChatUserType });
export type TChatUser = z.infer<typeof ZChatUser>;

// ---------------------------------------------------------------- requests and responses

const text = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .max(MESSAGE_CONTENT_MAX, MESSAGING_MESSAGES.messageTooLong)
    .refine((value) => value.trim() !== '', requiredMessage);

/** GET /api/messages/conversations */
export const ZConversationsResponse = z.object({ conversations: z.array(ZConversation) });
export type TConversationsResponse = z.infer<typeof ZConversationsResponse>;

/**
 * POST /api/messages/conversations. Starting again with the same person opens the existing
 * conversation and adds the message. `briefId`: the brief it started from (shown as `briefTitle`).
 */
export const ZStartConversationRequest = z.strictObject({
  receiverId: z.uuid({ message: MESSAGING_MESSAGES.selectUser }),
  initialMessage: text(MESSAGING_MESSAGES.initialMessageRequired),
  briefId: z.uuid({ message: 'Invalid brief ID' }).optional(),
});
export type TStartConversationRequest = z.infer<typeof ZStartConversationRequest>;

/** 201 when the conversation is new, 200 when it existed (the message was added to it). */
export const ZStartConversationResponse = z.object({
  conversation: ZConversation,
  message: ZMessage,
  created: z.boolean(),
});
export type TStartConversationResponse = z.infer<typeof ZStartConversationResponse>;

/** GET /api/messages/available-users?search=&limit=&offset= */
export const ZChatUsersQuery = z.strictObject({
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_USERS_MAX_LIMIT).default(CHAT_USERS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type TChatUsersQuery = z.infer<typeof ZChatUsersQuery>;
export const ZChatUsersResponse = z.object({ users: z.array(ZChatUser), hasMore: z.boolean() });
export type TChatUsersResponse = z.infer<typeof ZChatUsersResponse>;

/**
 * GET /api/messages/{conversationId}?before=&limit=: the newest `limit` messages older than the
 * cursor `before` (none: the newest), oldest to newest. `nextCursor` fetches the page before.
 */
export const ZMessagesQuery = z.strictObject({
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX_LIMIT).default(MESSAGES_PAGE_DEFAULT_LIMIT),
});
export type TMessagesQuery = z.infer<typeof ZMessagesQuery>;
export const ZMessagesResponse = z.object({
  conversation: ZConversation,
  messages: z.array(ZMessage),
  /** Pass as `before` to load earlier messages; null when these are the first. */
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type TMessagesResponse = z.infer<typeof ZMessagesResponse>;

/** POST /api/messages/{conversationId}/read */
export const ZMarkReadResponse = z.object({
  conversationId: z.uuid(),
  marked: z.number().int(),
  unreadCount: z.literal(0),
});
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;

/** POST /api/messages */
export const ZSendMessageRequest = z.strictObject({
  conversationId: z.uuid({ message: 'Invalid conversation ID' }),
  content: text(MESSAGING_MESSAGES.messageRequired),
  type: z.literal('text').default('text'),
});
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;
/** POST /api/messages and POST /api/messages/upload (multipart: `conversationId` field before `file`). */
export const ZMessageResponse = z.object({ message: ZMessage });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** GET /api/messages/files/{messageId}/link: a fresh signed link for an image or a video. */
export const ZFileLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });
export type TFileLinkResponse = z.infer<typeof ZFileLinkResponse>;

/** POST /api/messages/{conversationId}/block and DELETE …/block */
export const ZBlockResponse = z.object({ conversationId: z.uuid(), blockedByMe: z.boolean() });
export type TBlockResponse = z.infer<typeof ZBlockResponse>;

/** POST /api/messages/{conversationId}/report: `block` also blocks the other side. */
export const ZReportConversationRequest = z.strictObject({
  reason: z
    .string({ message: MESSAGING_MESSAGES.reasonRequired })
    .max(REPORT_REASON_MAX, `The reason can be at most ${REPORT_REASON_MAX} characters`)
    .refine((value) => value.trim() !== '', MESSAGING_MESSAGES.reasonRequired),
  block: z.boolean().default(false),
});
export type TReportConversationRequest = z.input<typeof ZReportConversationRequest>;

export const REPORT_STATUSES = ['open', 'reviewed'] as const;
export const ZConversationReport = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  reporter: ZParticipant,
  reported: ZParticipant,
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type TConversationReport = z.infer<typeof ZConversationReport>;
export const ZReportConversationResponse = z.object({ report: ZConversationReport, blockedByMe: z.boolean() });
export type TReportConversationResponse = z.infer<typeof ZReportConversationResponse>;

/** GET /api/admin/messages/reports (admins): newest first. */
export const ZAdminReportsQuery = z.strictObject({
  status: z.enum(REPORT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ZAdminReportsResponse = z.object({ reports: z.array(ZConversationReport), total: z.number().int() });
export type TAdminReportsResponse = z.infer<typeof ZAdminReportsResponse>;

/** GET /api/admin/messages/reports/{id} (admins; each read is written to the audit log). */
export const ZAdminReportResponse = z.object({
  report: ZConversationReport,
  conversation: z.object({
    id: z.uuid(),
    participant1: ZParticipant,
    participant2: ZParticipant,
    briefTitle: z.string().nullable(),
    createdAt: z.string(),
  }),
  /** The thread, oldest to newest (the latest 500). */
  messages: z.array(ZMessage),
});
export type TAdminReportResponse = z.infer<typeof ZAdminReportResponse>;

// ---------------------------------------------------------------- realtime

/**
 * Stream events (`GET /api/realtime`), data as listed:
 * - `message.created` { conversationId, messageId, senderId, recipientId } — both participants;
 *   refetch the conversation list and the open thread.
 * - `conversation.read` { conversationId, readerId, otherId, marked } — both participants; clears
 *   unread counts in the reader's other tabs, read receipts on the other side.
 * - `conversation.blocked` { conversationId, blockerId, blockedId, blocked } — both participants.
 */
export const MESSAGING_REALTIME_EVENTS = ['message.created', 'conversation.read', 'conversation.blocked'] as const;
