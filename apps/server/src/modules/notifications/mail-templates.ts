import {
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
  type NotificationPriority,
} from '@briefly/shared/notifications';

// The notification email: one notification, or a batch of them (docs/product/notifications.md#email).
// Plain text and a simple HTML version with the same content; every value is escaped.

export interface MailNotification {
  title: string;
  message: string;
  link: string | null;
  category: NotificationCategory;
  priority?: NotificationPriority;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A path of the web app as an address users can open from their mail. */
export const absoluteUrl = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** Subject lines never carry line breaks (they are header values). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function categoryList(categories: NotificationCategory[]): string {
  const labels = [...new Set(categories)].map((category) => NOTIFICATION_CATEGORY_LABELS[category].toLowerCase());
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** What makes a notification name the email it travels in: a win, money, a dispute — not news. */
const IMPORTANT_CATEGORIES: ReadonlySet<NotificationCategory> = new Set(['winner', 'payment', 'reward', 'wallet']);
const importance = (notification: MailNotification) =>
  notification.priority === 'urgent'
    ? 3
    : notification.priority === 'high'
      ? 2
      : IMPORTANT_CATEGORIES.has(notification.category) && notification.priority !== 'low'
        ? 1
        : 0;

/**
 * The subject: one notification's own title; for a batch, its most important one named ("You won 1st
 * Place, and 1 more notification") so a win or a payment is never hidden behind a count (issue 40, item 15).
 */
export function notificationMailSubject(notifications: MailNotification[]): string {
  if (notifications.length === 1) return oneLine(notifications[0]!.title);
  const ranked = notifications.map((notification, index) => ({ notification, index, rank: importance(notification) }));
  ranked.sort((a, b) => b.rank - a.rank || a.index - b.index);
  const top = ranked[0];
  if (!top || top.rank === 0) return `${notifications.length} new notifications on Briefly`;
  const more = notifications.length - 1;
  return oneLine(
    `${top.notification.title}, and ${more} more ${more === 1 ? 'notification' : 'notifications'} on Briefly`,
  );
}

export function renderNotificationMail(args: {
  notifications: MailNotification[];
  publicUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const { notifications, publicUrl, unsubscribeUrl } = args;
  const single = notifications.length === 1 ? notifications[0]! : null;
  const subject = notificationMailSubject(notifications);
  const settingsUrl = absoluteUrl(publicUrl, '/notifications');
  const about = categoryList(notifications.map((notification) => notification.category));

  const textItems = notifications.map((notification) =>
    [
      notification.title,
      notification.message,
      ...(notification.link ? [`Open: ${absoluteUrl(publicUrl, notification.link)}`] : []),
    ].join('\n'),
  );
  const text = [
    single
      ? 'You have a new notification on Briefly.'
      : `You have ${notifications.length} new notifications on Briefly.`,
    '',
    textItems.join('\n\n'),
    '',
    '—',
    `You get these emails for ${about} notifications. Unsubscribe: ${unsubscribeUrl}`,
    `All your notifications: ${settingsUrl}`,
    '',
  ].join('\n');

  const htmlItems = notifications
    .map((notification) => {
      const title = notification.link
        ? `<a href="${escapeHtml(absoluteUrl(publicUrl, notification.link))}" style="color:#1c7ed6;text-decoration:none">${escapeHtml(notification.title)}</a>`
        : escapeHtml(notification.title);
      return `<tr><td style="padding:12px 0;border-bottom:1px solid #e9ecef"><strong style="font-size:15px">${title}</strong><br><span style="color:#495057">${escapeHtml(notification.message)}</span></td></tr>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f9fa;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<tr><td style="padding-bottom:8px;font-size:18px;font-weight:600">Briefly</td></tr>
<tr><td style="padding-bottom:4px">${single ? 'You have a new notification.' : `You have ${notifications.length} new notifications.`}</td></tr>
${htmlItems}
<tr><td style="padding-top:16px;font-size:12px;color:#868e96">You get these emails for ${escapeHtml(about)} notifications.
<a href="${escapeHtml(unsubscribeUrl)}" style="color:#868e96">Unsubscribe</a> · <a href="${escapeHtml(settingsUrl)}" style="color:#868e96">All your notifications</a></td></tr>
</table>
</body></html>
`;
  return { subject, text, html };
}

/** The small page behind the unsubscribe link: a confirmation button, or the outcome. */
export function renderUnsubscribePage(args: {
  state: 'confirm' | 'done' | 'invalid';
  categories?: NotificationCategory[];
  actionUrl?: string;
  publicUrl: string;
}): string {
  const about = categoryList(args.categories ?? []);
  const body =
    args.state === 'confirm'
      ? `<h1>Unsubscribe?</h1><p>You will no longer get emails about ${escapeHtml(about)} notifications. They still appear in the app.</p>
<form method="post" action="${escapeHtml(args.actionUrl ?? '')}"><button type="submit">Unsubscribe</button></form>`
      : args.state === 'done'
        ? `<h1>You are unsubscribed</h1><p>We will not email you about ${escapeHtml(about)} notifications any more. You can turn them back on in your notification preferences.</p>`
        : `<h1>Link not valid</h1><p>This unsubscribe link is invalid or incomplete. Open it again from the email, or change your notification preferences in the app.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Briefly email preferences</title>
<style>body{font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;background:#f8f9fa;color:#212529;margin:0;padding:48px 16px}main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 28px}h1{font-size:20px;margin:0 0 12px}button{font:inherit;background:#1864ab;color:#fff;border:0;border-radius:6px;padding:10px 18px;cursor:pointer}a{color:#1864ab}</style></head>
<body><main>${body}<p><a href="${escapeHtml(absoluteUrl(args.publicUrl, '/'))}">Go to Briefly</a></p></main></body></html>
`;
}
