import type { NotificationCategory } from '@briefly/shared/notifications';

// One toast per event: a screen that toasts the outcome of the user's own action (a pool refunded, a
// brief funded) notes it here, and the notification the same event brings a moment later goes to the
// bell without a second toast.

/** How long after an action's own toast its notification is taken for the same news. */
export const OWN_ACTION_ECHO_MS = 30_000;

const noted = new Map<NotificationCategory, number>();

/** The screen has just told the user the outcome of their action in this category. */
export function noteOwnAction(category: NotificationCategory, at = Date.now()): void {
  noted.set(category, at);
}

/** Whether a notification of this category made at `createdAt` is the echo of an action the screen already toasted. */
export function isOwnActionEcho(category: NotificationCategory, createdAt: number): boolean {
  const at = noted.get(category);
  return at !== undefined && createdAt >= at - 5_000 && createdAt - at <= OWN_ACTION_ECHO_MS;
}
