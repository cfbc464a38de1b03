import { createTransport } from 'nodemailer';
import type { MailAttachment } from '../../db/schema/index.ts';

// Where email goes: an SMTP server (SMTP_URL and MAIL_FROM), or nowhere but the mail_outbox table,
// which keeps every email either way (docs/product/notifications.md#email).

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Text files sent with it (an event's calendar invitation). */
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Stored with each email: 'smtp', or 'outbox' when it was only kept in mail_outbox. */
  name: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** An SMTP failure that retrying will not fix (a 5xx reply: unknown mailbox, refused sender…). */
export function isPermanentMailError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { permanent, responseCode, code } = error as { permanent?: unknown; responseCode?: unknown; code?: unknown };
  if (typeof permanent === 'boolean') return permanent;
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  // An envelope refused without a reply code (an address nodemailer itself cannot use).
  return code === 'EENVELOPE';
}

export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = createTransport({
    url: options.url,
    // A slow or silent server must not hold a job's lease for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/** No SMTP server configured: the email stays in mail_outbox (admins read it there in demo mode). */
export const outboxOnlyTransport: MailTransport = {
  name: 'outbox',
  async send() {},
  close() {},
};
