import { Button, Container, EmptyState, Group, Paper } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found · Briefly');
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }} w="100%">
      <Paper withBorder p={{ base: 'lg', sm: 48 }} shadow="xs">
        <EmptyState
          size="lg"
          variant="light"
          color="gray"
          icon={<IconMapPinOff size={30} stroke={1.6} />}
          title={<h1 style={{ margin: 0, font: 'inherit' }}>Page not found</h1>}
          description="There is no page at this address. Check the link, or start again from the home page."
        >
          <EmptyState.Actions>
            <Group justify="center">
              <Button component={Link} to={paths.home.getHref()} leftSection={<IconArrowLeft size={16} />}>
                Back to home
              </Button>
            </Group>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Container>
  );
}
