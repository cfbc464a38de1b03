import { TOAST_AUTO_CLOSE_MS } from '@briefly/shared/limits';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toasts container, as the whole app shows it (loaded lazily by ./toasts.tsx): at the bottom,
 * where a toast hides neither the header's bell and role nor a page's title.
 */
export function ToastsContainer() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="bottom-right" zIndex={1000} limit={3} />;
}
