import { Button, Center, Code, EmptyState, Group, Paper } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';

/** Last line of defence for a route that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  // A stale deploy: the lazy chunk this page needs no longer exists. Reloading fetches the new build.
  const isChunkError =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error && import.meta.env.DEV
      ? error.message
      : null;

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p={{ base: 'lg', sm: 40 }} maw={520} w="100%">
        <EmptyState
          variant="light"
          color="red"
          icon={<IconAlertTriangle size={28} />}
          title={isChunkError ? 'A new version of Briefly is available' : 'Something went wrong'}
          description={
            isChunkError
              ? 'Reload the page to continue.'
              : 'This page could not be shown. Try again, or go back to the home page.'
          }
        >
          {detail ? (
            <Code block mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {detail}
            </Code>
          ) : null}
          <EmptyState.Actions>
            <Group justify="center">
              <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
                Retry
              </Button>
              <Button variant="default" component={Link} to={paths.home.getHref()} reloadDocument>
                Home
              </Button>
            </Group>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Center>
  );
}
