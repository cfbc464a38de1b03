// The notifications module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createNotificationsModule } from './notifications.module.ts';
export type { NotificationsService } from './notifications.service.ts';
export type { NotificationMail } from './notification-mail.ts';
export type { MailTransport } from './mail-transport.ts';
export { absoluteUrl, escapeHtml, type RenderedMail } from './mail-templates.ts';
export { links } from './notification-links.ts';
export { browserIdentity } from './user-agent.ts';
