import { Button, Container, EmptyState, Group, Paper } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface PagePendingProps {
  /** The page's real title (Marketplace, Community, …). */
  title: string;
  /** Optional one-line note about what the page will hold. */
  note?: ReactNode;
  icon?: ReactNode;
  backHref?: string;
  backLabel?: string;
}

/**
 * Stand-in for a page whose feature has not been built yet. It says so plainly and shows no data,
 * so nothing on it can be mistaken for the real state of the marketplace.
 */
export function PagePending({
  title,
  note,
  icon,
  backHref = paths.home.getHref(),
  backLabel = 'Back to home',
}: PagePendingProps) {
  useDocumentTitle(`${title} · Briefly`);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }} w="100%">
      <Paper withBorder p={{ base: 'lg', sm: 48 }} shadow="xs">
        <EmptyState
          size="lg"
          variant="light"
          icon={icon ?? <IconTool size={30} stroke={1.6} />}
          title={<h1 style={{ margin: 0, font: 'inherit' }}>{title}</h1>}
          description={
            <>
              This page is being built.
              {note ? <> {note}</> : null}
            </>
          }
        >
          <EmptyState.Actions>
            <Group justify="center">
              <Button component={Link} to={backHref} variant="light" leftSection={<IconArrowLeft size={16} />}>
                {backLabel}
              </Button>
            </Group>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Container>
  );
}
