import { Notifications, notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderRoutes } from '@/test/render';
import { WorkspaceDialogsProvider } from './workspace-dialogs';

/** Renders a workspace tab (or dialog) at /creator/dashboard with toasts and the shared dialogs. */
export function renderWorkspace(element: ReactNode, entry = '/creator/dashboard') {
  // The toast store is global: start every test without the previous test's toasts.
  notifications.clean();
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: '/creator/dashboard',
        element: (
          <>
            <Notifications />
            <WorkspaceDialogsProvider>{element}</WorkspaceDialogsProvider>
          </>
        ),
      },
    ],
    entry,
  );
  return { user, ...view };
}

/** The JSON body a mocked fetch call was sent with. */
export const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
