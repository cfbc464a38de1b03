import { TOAST_AUTO_CLOSE_MS } from '@briefly/shared/limits';
import { Notifications } from '@mantine/notifications';

/** Mantine's toasts container, as the whole app shows it (loaded lazily by ./toasts.tsx). */
export function ToastsContainer() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" zIndex={1000} />;
}
