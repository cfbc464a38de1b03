import type { TConversationReport, TMessage, TParticipant } from '@briefly/shared/messaging';
import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { IconEye, IconFlag, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/brief-display';
import { useMessageReport, useMessageReports } from '../api/get-message-reports';
import { ScrollX } from '@/components/scroll-x/scroll-x';

const who = (participant: TParticipant) => `${participant.name} (${participant.type})`;

/**
 * Reported conversations (docs/product/messaging.md#blocking-and-reporting): the queue of reports,
 * newest first, and each reported thread, readable here only — every opening is written to the audit log.
 */
export function ReportsSection() {
  const query = useMessageReports();
  const [openedId, setOpenedId] = useState<string | null>(null);
  // `?report=<id>` (the Needs attention links) opens that report's thread.
  useQueryFlag('report', setOpenedId);
  const reports = query.data?.reports ?? [];
  const opened = openedId ? (reports.find((report) => report.id === openedId) ?? null) : null;
  const setOpened = (report: TConversationReport | null) => setOpenedId(report?.id ?? null);

  if (query.isError)
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load reported conversations"
      />
    );

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Conversations a brand or creator reported, newest first. Opening a thread is recorded in the audit log.
      </Text>
      {openedId && query.data && !opened ? (
        <Alert color="gray" variant="light" withCloseButton onClose={() => setOpenedId(null)}>
          The report named in the link was not found.
        </Alert>
      ) : null}
      {query.isPending ? (
        <Stack gap="xs" aria-label="Loading reported conversations">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : reports.length === 0 ? (
        <AreaEmptyState
          icon={<IconFlag size={28} stroke={1.6} />}
          title="No reported conversations"
          description="When a brand or creator reports a conversation, it waits here for review."
        />
      ) : (
        <>
          {/* Phones: one card per report, the action within reach (no sideways scrolling). */}
          <Stack
            gap="sm"
            hiddenFrom="sm"
            component="ul"
            aria-label="Reported conversations"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {reports.map((report) => (
              <Paper key={report.id} component="li" withBorder p="sm">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {report.reporter.name} → {report.reported.name}
                  </Text>
                  <Badge variant="light" color={report.status === 'open' ? 'orange' : 'gray'}>
                    {report.status === 'open' ? 'Open' : 'Reviewed'}
                  </Badge>
                </Group>
                <Text size="sm" mt={4} lineClamp={3}>
                  {report.reason}
                </Text>
                <Group justify="space-between" mt="xs" gap="xs">
                  <Text size="xs" c="dimmed">
                    {formatDateTime(report.createdAt)}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} />}
                    onClick={() => setOpened(report)}
                    aria-label={`Read the conversation reported by ${report.reporter.name}`}
                  >
                    Read thread
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Paper withBorder p={{ base: 'sm', sm: 'md' }} visibleFrom="sm">
            <ScrollX label="Reported conversations" minWidth={720}>
              <Table verticalSpacing="sm" aria-label="Reported conversations">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Reported by</Table.Th>
                    <Table.Th>About</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Reported</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {reports.map((report) => (
                    <Table.Tr key={report.id}>
                      <Table.Td>{who(report.reporter)}</Table.Td>
                      <Table.Td>{who(report.reported)}</Table.Td>
                      <Table.Td maw={320}>
                        <Text size="sm" lineClamp={2}>
                          {report.reason}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDateTime(report.createdAt)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={report.status === 'open' ? 'orange' : 'gray'}>
                          {report.status === 'open' ? 'Open' : 'Reviewed'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconEye size={14} />}
                          onClick={() => setOpened(report)}
                          aria-label={`Read the conversation reported by ${report.reporter.name}`}
                        >
                          Read thread
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollX>
          </Paper>
        </>
      )}
      <ReportThreadModal report={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

function ReportThreadModal({ report, onClose }: { report: TConversationReport | null; onClose: () => void }) {
  const thread = useMessageReport(report?.id ?? null);
  const names = new Map(
    thread.data
      ? [thread.data.conversation.participant1, thread.data.conversation.participant2].map((p) => [p.id, p.name])
      : [],
  );

  return (
    <Modal opened={report !== null} onClose={onClose} title="Reported conversation" size="lg" centered>
      {report ? (
        <Stack gap="md">
          <Alert
            variant="light"
            color="orange"
            icon={<IconFlag size={18} />}
            title={`Reported by ${report.reporter.name}`}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {report.reason}
            </Text>
          </Alert>
          <Group gap={6}>
            <IconLock size={14} aria-hidden="true" />
            <Text size="xs" c="dimmed">
              This reading is recorded in the audit log.
            </Text>
          </Group>
          {thread.isPending ? (
            <Stack gap="xs" aria-label="Loading the conversation">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={40} />
              ))}
            </Stack>
          ) : thread.isError ? (
            <QueryError
              error={thread.error}
              onRetry={() => void thread.refetch()}
              retrying={thread.isFetching}
              title="Failed to load the conversation"
            />
          ) : thread.data.messages.length === 0 ? (
            <Text c="dimmed">No messages in this conversation.</Text>
          ) : (
            <Stack gap="xs" component="ol" aria-label="Messages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {thread.data.messages.map((message) => (
                <ThreadMessage key={message.id} message={message} sender={names.get(message.senderId) ?? 'Unknown'} />
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** A message of the thread, always as text (never as HTML); a file by its name and size. */
function ThreadMessage({ message, sender }: { message: TMessage; sender: string }) {
  return (
    <Paper component="li" withBorder p="xs" radius="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {sender}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.timestamp)}
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.type === 'file'
          ? `📎 ${message.fileName ?? 'File'}${message.fileSize ? ` (${Math.ceil(message.fileSize / 1024)} kB)` : ''}`
          : message.content}
      </Text>
    </Paper>
  );
}
