import { normalizeNotificationPreferences, wantsEmail } from '@briefly/shared/notifications';
import type { Db } from '../../db/client.ts';
import type { MailAttachment, MailStatus } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/errors.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import type { Clock, Logger, QueueHandler, ScheduledJob } from '../../platform/module.ts';
import { isPermanentMailError, type MailTransport } from './mail-transport.ts';
import { renderNotificationMail } from './mail-templates.ts';
import * as repo from './notifications.repository.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-tokens.ts';

// Notification email (docs/product/notifications.md#email). An email is a mail_outbox row plus a
// `mail.send` job, both written in the transaction that decided to send it; the job sends it with
// retries, so an SMTP failure never undoes or blocks anything else. Urgent notifications are
// emailed at once; the rest wait the batch delay (MAIL_BATCH_DELAY_MS, default EMAIL_BATCH_DELAY_MS) and go out together, one email per person,
// without those the user has read in the app by then.

export const MAIL_QUEUE = 'mail.send';
export const EMAIL_BATCH_DELAY_MS = 10 * 60_000;
export const EMAIL_BATCH_JOB = 'send-notification-emails';
/** With the default 5 s backoff doubling up to 15 minutes, about an hour of SMTP outage before an email is given up. */
export const MAIL_MAX_ATTEMPTS = 12;
const BATCH_USERS_PER_RUN = 200;
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export interface NotificationMailDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  transport: MailTransport;
  publicUrl: string;
  /** The unsubscribe links' signing key. */
  unsubscribeSecret: string;
  /** How long non-urgent notifications wait for the batch; EMAIL_BATCH_DELAY_MS unless configured. */
  batchDelayMs?: number;
  /** Unverified addresses get no notification email (EMAIL_VERIFICATION, decision 020); default on. */
  emailVerificationRequired?: boolean;
}

/** A mail about the account itself (verification, password reset): sent whether or not the address is verified. */
export interface AccountMail {
  userId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function createNotificationMail(deps: NotificationMailDeps) {
  const { db, clock, log, transport, publicUrl, unsubscribeSecret } = deps;
  const batchDelayMs = deps.batchDelayMs ?? EMAIL_BATCH_DELAY_MS;
  const emailVerificationRequired = deps.emailVerificationRequired ?? true;

  const unsubscribeUrl = (claim: UnsubscribeClaim) => {
    const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
    url.searchParams.set('token', signUnsubscribeToken(unsubscribeSecret, claim));
    return url.toString();
  };

  /** Inside the caller's transaction: the email about these notifications, queued for sending. */
  async function queueEmail(
    tx: Db,
    recipient: { id: string; email: string; emailVerifiedAt: Date | null },
    rows: repo.NotificationRow[],
    at: Date,
    attachments: MailAttachment[] = [],
  ): Promise<repo.MailRow | null> {
    if (rows.length === 0) return null;
    // The one gate for notification email and calendar files: an address nobody has proved gets
    // only the verification mail and password resets (queueAccountMail; decision 020).
    if (emailVerificationRequired && !recipient.emailVerifiedAt) return null;
    const categories = [...new Set(rows.map((row) => row.category))];
    const link = unsubscribeUrl({ userId: recipient.id, categories });
    const content = renderNotificationMail({ notifications: rows, publicUrl, unsubscribeUrl: link });
    const mail = await repo.insertMail(tx, {
      userId: recipient.id,
      toAddress: recipient.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
      // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the link.
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Auto-Submitted': 'auto-generated',
      },
      notificationCount: rows.length,
      attachments,
      status: 'queued',
      createdAt: at,
    });
    await enqueue(tx, [{ queue: MAIL_QUEUE, payload: { mailId: mail.id }, maxAttempts: MAIL_MAX_ATTEMPTS }], at);
    return mail;
  }

  /**
   * Inside the caller's transaction: an email composed by another module (a saved searches' digest)
   * with its own one-click unsubscribe link, queued for sending at once. Null, and nothing queued,
   * for an address nobody has proved (the same gate as queueEmail).
   */
  async function queueComposedMail(
    tx: Db,
    recipient: { id: string; email: string; emailVerifiedAt: Date | null },
    content: { subject: string; text: string; html: string; unsubscribeUrl: string; items: number },
    at: Date,
  ): Promise<repo.MailRow | null> {
    if (emailVerificationRequired && !recipient.emailVerifiedAt) return null;
    const mail = await repo.insertMail(tx, {
      userId: recipient.id,
      toAddress: recipient.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers: {
        'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Auto-Submitted': 'auto-generated',
      },
      notificationCount: content.items,
      status: 'queued',
      createdAt: at,
    });
    await enqueue(tx, [{ queue: MAIL_QUEUE, payload: { mailId: mail.id }, maxAttempts: MAIL_MAX_ATTEMPTS }], at);
    return mail;
  }

  /** Inside the caller's transaction: a mail about the account (verification, password reset), queued for sending at once. */
  async function queueAccountMail(tx: Db, account: AccountMail, at: Date): Promise<repo.MailRow> {
    const mail = await repo.insertMail(tx, {
      userId: account.userId,
      toAddress: account.to,
      subject: account.subject,
      text: account.text,
      html: account.html,
      headers: { 'Auto-Submitted': 'auto-generated' },
      notificationCount: 0,
      status: 'queued',
      createdAt: at,
    });
    await enqueue(tx, [{ queue: MAIL_QUEUE, payload: { mailId: mail.id }, maxAttempts: MAIL_MAX_ATTEMPTS }], at);
    return mail;
  }

  /** The `mail.send` job: one attempt; a temporary failure is retried with backoff, a permanent one (or the last) marks it failed. */
  async function send(mailId: string, attempt: number): Promise<void> {
    const mail = await repo.findMail(db, mailId);
    if (!mail || mail.status !== 'queued') return;
    try {
      await transport.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments,
      });
    } catch (error) {
      const final = isPermanentMailError(error) || attempt >= MAIL_MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await repo.recordMailAttempt(db, mailId, {
        status: final ? 'failed' : 'queued',
        transport: transport.name,
        error: message.slice(0, 1000),
        sentAt: null,
      });
      if (final) {
        log.warn({ mailId, attempt, err: error }, 'email could not be sent; marked failed');
        return;
      }
      throw error;
    }
    await repo.recordMailAttempt(db, mailId, {
      status: 'sent',
      transport: transport.name,
      error: null,
      sentAt: clock(),
    });
    if (transport.name === 'outbox')
      log.info(
        { mailId, to: mail.toAddress, subject: mail.subject, notifications: mail.notificationCount },
        'email kept in mail_outbox (no SMTP server configured)',
      );
  }

  /**
   * The batch job: for each user with notifications due, one email with those still unread (and
   * still wanted by email: preferences are read again); the others are let go.
   */
  async function sendDueBatches(): Promise<{ users: number; emails: number }> {
    const now = clock();
    const userIds = await repo.usersWithDueEmail(db, now, BATCH_USERS_PER_RUN);
    let emails = 0;
    for (const userId of userIds) {
      const queued = await db.transaction(async (tx) => {
        const due = await repo.lockDueForUser(tx, userId, now);
        if (due.length === 0) return false;
        const recipient = (await repo.recipients(tx, [userId])).get(userId);
        const preferences = normalizeNotificationPreferences(recipient?.preferences);
        const wanted = (row: repo.NotificationRow) =>
          row.readAt === null && (!row.inApp || row.dismissedAt === null) && wantsEmail(preferences, row.category);
        const toSend = recipient ? due.filter(wanted) : [];
        await repo.settleEmailDue(
          tx,
          due.filter((row) => !toSend.includes(row)).map((row) => row.id),
          null,
        );
        if (!recipient || toSend.length === 0) return false;
        await repo.settleEmailDue(
          tx,
          toSend.map((row) => row.id),
          now,
        );
        await queueEmail(tx, recipient, toSend, now);
        return true;
      });
      if (queued) emails++;
    }
    return { users: userIds.length, emails };
  }

  /** Switches email off for the token's categories; null when the token is not one of ours. */
  async function unsubscribe(token: unknown): Promise<UnsubscribeClaim | null> {
    const claim = verifyUnsubscribeToken(unsubscribeSecret, token);
    if (!claim) return null;
    try {
      await db.transaction(async (tx) => {
        const current = normalizeNotificationPreferences(await repo.lockPreferences(tx, claim.userId));
        for (const category of claim.categories)
          current.categories[category] = { ...current.categories[category], email: false };
        await repo.savePreferences(tx, claim.userId, current, clock());
      });
    } catch (error) {
      // The account was deleted since: there is nobody left to email.
      if (!isForeignKeyViolation(error)) throw error;
    }
    return claim;
  }

  const verify = (token: unknown) => verifyUnsubscribeToken(unsubscribeSecret, token);

  async function listOutbox(args: { status?: MailStatus; limit: number; offset: number }) {
    return repo.listMail(db, args);
  }

  const queues: QueueHandler[] = [
    {
      queue: MAIL_QUEUE,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      leaseMs: 5 * 60_000,
      handle: (payload, job) => send(String(payload.mailId), job.attempt),
    },
  ];
  // Checked every minute; more often when the delay itself is shorter (a short delay is for trying it out).
  const batchIntervalMs = Math.min(60_000, Math.max(1_000, batchDelayMs));
  const jobs: ScheduledJob[] = [{ name: EMAIL_BATCH_JOB, intervalMs: batchIntervalMs, run: sendDueBatches }];

  return {
    batchDelayMs,
    queueEmail,
    queueComposedMail,
    queueAccountMail,
    send,
    sendDueBatches,
    unsubscribe,
    verify,
    unsubscribeUrl,
    listOutbox,
    queues,
    jobs,
    transportName: transport.name,
  };
}

export type NotificationMail = ReturnType<typeof createNotificationMail>;
