import { DISPUTE_LIMITS, OUTCOME_WORDS, type DisputeOutcome, type TDispute } from '@briefly/shared/disputes';
import { formatCents } from '@briefly/shared/money';
import {
  Alert,
  Anchor,
  Button,
  EmptyState,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconGavel } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { dashboardHref, paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/brief-display';
import { useSession } from '@/lib/session';
import { useDispute, useResolveDispute } from '../api/disputes';
import { ageText, answerWords, disputeParties, DisputeStateBadge } from '@/components/dispute-state-badge';
import { DisputeMessageForm } from '../components/dispute-message-form';
import { EvidenceFile } from '../components/evidence-file';

// /disputes/:disputeId — a dispute's page for its brand, its creator and admins
// (docs/product/disputes.md#the-dispute-page): what is disputed, both sides' messages, and for an
// admin the resolution form.

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

export function DisputeRoute() {
  const { disputeId = '' } = useParams();
  const { user } = useSession();
  const query = useDispute(disputeId);
  const dispute = query.data;
  useDocumentTitle(`${dispute ? `Dispute: ${dispute.subjectTitle}` : 'Dispute'} · Briefly`);
  const back =
    user?.type === 'admin' ? paths.admin.dashboard.getHref('disputes') : dashboardHref(user?.type ?? 'creator');

  const backLink = (
    <Anchor component={Link} to={back} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {user?.type === 'admin' ? 'All disputes' : 'Back to your dashboard'}
      </Group>
    </Anchor>
  );

  if (query.isPending || (!query.isError && !dispute)) {
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading dispute">
        {backLink}
        <Skeleton h={32} w="60%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (query.isError || !dispute) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack gap="lg">
        {backLink}
        {missing ? (
          <Paper withBorder p="xl" radius="lg">
            <EmptyState
              icon={<IconGavel size={28} />}
              title="Dispute not found"
              description="This dispute does not exist, or you are not a party to it."
            />
          </Paper>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {backLink}
      <DisputeDetails dispute={dispute} />
      <Messages dispute={dispute} />
      {dispute.status === 'open' ? <DisputeMessageForm dispute={dispute} /> : null}
      {user?.type === 'admin' && dispute.status === 'open' ? <ResolutionForm dispute={dispute} /> : null}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** What the resolution's amount was (resolutionCents). */
const RESOLUTION_CENTS_WORDS: Record<DisputeOutcome, string> = {
  uphold: 'Amount',
  reverse_award: 'Returned to the pool',
  pay_creator: 'Paid from the pool',
  reopen_submission: 'Amount',
  reverse_rejection: 'Withdrawal reinstated',
};

function DisputeDetails({ dispute }: { dispute: TDispute }) {
  const opener = dispute.openedBy === 'creator' ? dispute.creator.name : (dispute.brand?.name ?? 'Brand');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            Dispute: {dispute.subjectTitle}
          </Title>
          <DisputeStateBadge dispute={dispute} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label="Opened by" value={`${opener}, ${formatDateTime(dispute.createdAt)}`} />
          <Fact label="Parties" value={disputeParties(dispute).join(' and ')} />
          <Fact label="Answer" value={answerWords(dispute)} />
          <Fact label="Age" value={ageText(dispute.ageDays, dispute.status === 'resolved')} />
        </SimpleGrid>
        <div>
          <Text fw={600}>{dispute.reason}</Text>
          {dispute.details ? (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {dispute.details}
            </Text>
          ) : null}
        </div>
        {dispute.status === 'resolved' ? (
          <Alert
            color="blue"
            variant="light"
            title={`Resolved: ${dispute.outcome ? OUTCOME_WORDS[dispute.outcome] : ''}`}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {dispute.resolutionNote}
            </Text>
            {dispute.resolutionCents !== null ? (
              <Text size="sm" mt={4}>
                {RESOLUTION_CENTS_WORDS[dispute.outcome ?? 'uphold']}: {formatCents(dispute.resolutionCents)}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" mt={4}>
              {formatDateTime(dispute.resolvedAt)}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Messages({ dispute }: { dispute: TDispute }) {
  return (
    <section aria-labelledby="dispute-messages">
      <Title order={2} size="h4" id="dispute-messages" mb="sm">
        Messages
      </Title>
      {dispute.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No messages yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {dispute.messages.map((message) => (
            <Paper key={message.id} withBorder p="md" radius="md" component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {message.authorName}
                  <Text span size="xs" c="dimmed" ml={6}>
                    {message.authorRole}
                  </Text>
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(message.createdAt)}
                </Text>
              </Group>
              {message.body ? (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Text>
              ) : null}
              {message.file ? <EvidenceFile file={message.file} /> : null}
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}

const OUTCOME_HINTS: Record<DisputeOutcome, string> = {
  uphold: 'Nothing changes; a paused payout goes out.',
  reverse_award: 'The unpaid award returns to the pool; paid cash is recovered only from the creator’s wallet.',
  pay_creator: 'Pay the creator from the brief’s pool (the platform fee is taken as for an award).',
  reopen_submission: 'The rejected submission is pending again for the brand to review.',
  reverse_rejection:
    'The withdrawal is approved after all: its amount is reserved from the creator’s wallet again and sent.',
};

function ResolutionForm({ dispute }: { dispute: TDispute }) {
  const resolve = useResolveDispute(dispute.id);
  const [outcome, setOutcome] = useState<DisputeOutcome>('uphold');
  const [note, setNote] = useState('');
  const [dollars, setDollars] = useState<number | string>('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents =
      outcome === 'pay_creator' && typeof dollars === 'number' ? Math.round(dollars * 100) : undefined;
    resolve.mutate({ outcome, note, ...(amountCents === undefined ? {} : { amountCents }) });
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" component="section" aria-labelledby="resolve-title">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h4" id="resolve-title">
            Resolve this dispute
          </Title>
          <Radio.Group label="Outcome" value={outcome} onChange={(value) => setOutcome(value as DisputeOutcome)}>
            <Stack gap="xs" mt="xs">
              {dispute.allowedOutcomes.map((value) => (
                <Radio key={value} value={value} label={OUTCOME_WORDS[value]} description={OUTCOME_HINTS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          {outcome === 'pay_creator' ? (
            <NumberInput
              label="Amount to pay (USD)"
              min={0.01}
              decimalScale={2}
              prefix="$"
              value={dollars}
              onChange={setDollars}
              required
            />
          ) : null}
          <Textarea
            label="Note to both parties"
            required
            autosize
            minRows={2}
            maxLength={DISPUTE_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {resolve.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(resolve.error, 'Could not resolve the dispute')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={resolve.isPending} disabled={note.trim() === ''}>
              Resolve: {OUTCOME_WORDS[outcome]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
