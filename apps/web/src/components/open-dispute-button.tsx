import {
  DISPUTE_LIMITS,
  type DisputeSubject,
  type TDispute,
  type TDisputeSummary,
  type TOpenDisputeRequest,
} from '@briefly/shared/disputes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  type ButtonProps,
} from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// "Open a dispute" where a decision is shown (docs/product/disputes.md#opening-one): a reason (chosen
// from the usual ones, or in the caller's own words) and details; on success, the dispute's own page.
// Shared: each place that shows a decision offers it — a rejected submission, an award (its creator
// and its brand), a processed withdrawal. DisputeAction decides which button a subject gets.

export type DisputeParty = 'brand' | 'creator';

const OTHER = 'Something else';

/** The usual reasons, by subject and by who disputes; "Something else" lets the caller write their own. */
export const DISPUTE_REASONS: Record<DisputeSubject, Record<DisputeParty, readonly string[]>> = {
  submission: {
    creator: ['My submission met the brief', 'The rejection gave no reason', 'I was not asked for changes first'],
    brand: ['The submission does not meet the brief'],
  },
  award: {
    creator: ['The award has not been paid', 'The amount or the place is wrong', 'The payout is held for too long'],
    brand: ['The winner did not deliver what the brief asked', 'The award was made by mistake'],
  },
  withdrawal: {
    creator: ['The withdrawal was rejected wrongly', 'The money has not arrived', 'The amount is wrong'],
    brand: [],
  },
};

/** GET /api/disputes: the caller's own disputes (brand or creator), newest first. */
export const myDisputesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.disputes.mine(),
    queryFn: async ({ signal }) =>
      (await api.get<{ disputes: TDisputeSummary[] }>('/api/disputes', { signal })).disputes,
  });

const DAY_MS = 24 * 60 * 60 * 1000;

type DisputeSubjectRef = { subjectType: DisputeSubject; subjectId: string };
const isAbout = (dispute: DisputeSubjectRef, subject: DisputeSubjectRef) =>
  dispute.subjectType === subject.subjectType && dispute.subjectId === subject.subjectId;

/**
 * What a subject offers, as the server would decide: the open dispute about it ("View dispute"), or
 * "Open a dispute" while the decision is under 14 days old, or nothing.
 */
export function disputeActionOf(
  subject: { subjectType: DisputeSubject; subjectId: string; decidedAt: string | null },
  disputes: readonly Pick<TDisputeSummary, 'id' | 'subjectType' | 'subjectId' | 'status'>[],
  now: number = Date.now(),
): { kind: 'view'; disputeId: string } | { kind: 'open' } | null {
  const open = disputes.find((dispute) => dispute.status === 'open' && isAbout(dispute, subject));
  if (open) return { kind: 'view', disputeId: open.id };
  if (!subject.decidedAt) return null;
  // A decision "in the future" is the device's clock behind the server's: still open to dispute.
  const age = now - new Date(subject.decidedAt).getTime();
  return age <= DISPUTE_LIMITS.openWithinDays * DAY_MS ? { kind: 'open' } : null;
}

/** The newest resolved dispute about the subject (the list is newest first), so its decision can be read again. */
export const resolvedDisputeOf = (
  subject: DisputeSubjectRef,
  disputes: readonly Pick<TDisputeSummary, 'id' | 'subjectType' | 'subjectId' | 'status'>[],
) => disputes.find((dispute) => dispute.status === 'resolved' && isAbout(dispute, subject));

/**
 * "View dispute" when one is open about the subject, else "Open a dispute" while it can still be
 * disputed, else nothing; and a link to the last resolved dispute about it, if any (where else would its
 * parties find the decision again). The caller's disputes are one request for the whole screen (cached).
 */
export function DisputeAction({
  decidedAt,
  ...props
}: OpenDisputeButtonProps & {
  /** When the decision was made (the award, the withdrawal's processing); null: not decided yet. */
  decidedAt: string | null;
}) {
  const disputes = useQuery(myDisputesQueryOptions());
  // Held here, not in the button: after a 409 the list shows the other side's dispute and the button
  // turns into "View dispute", while the dialog stays to say why.
  const [opened, setOpened] = useState(false);
  // Unknown when the list failed: offer the button, and the server says if one is open already.
  const action = disputes.isPending ? null : disputeActionOf({ ...props, decidedAt }, disputes.data ?? []);
  const resolved = action?.kind === 'view' ? undefined : resolvedDisputeOf(props, disputes.data ?? []);
  return (
    <>
      {action?.kind === 'view' ? (
        <Button
          component={Link}
          to={paths.disputes.detail.getHref(action.disputeId)}
          variant={props.variant ?? 'default'}
          size={props.size ?? 'sm'}
          leftSection={<IconGavel size={16} />}
          aria-describedby={props.describedBy}
        >
          View dispute
        </Button>
      ) : action ? (
        <OpenDisputeTrigger {...props} onClick={() => setOpened(true)} />
      ) : null}
      {resolved ? (
        <Anchor
          component={Link}
          to={paths.disputes.detail.getHref(resolved.id)}
          size="xs"
          display="block"
          mt={4}
          aria-describedby={props.describedBy}
        >
          See the resolved dispute
        </Anchor>
      ) : null}
      {opened ? <OpenDisputeModal {...props} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** POST /api/disputes: 409 when one is open already or it is too late, 404 when not a party. */
function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['disputes', 'open'],
    // A 409 may mean the other side opened one meanwhile: the caller's list is stale either way.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.disputes.mine() }),
    mutationFn: async (body: TOpenDisputeRequest) =>
      (await api.post<{ dispute: TDispute }>('/api/disputes', body)).dispute,
    onSuccess: (dispute) => {
      queryClient.setQueryData(queryKeys.disputes.detail(dispute.id), dispute);
      void queryClient.invalidateQueries({ queryKey: queryKeys.disputes.all() });
    },
  });
}

type OpenDisputeButtonProps = {
  subjectType: DisputeSubject;
  subjectId: string;
  /** What is disputed, for the dialog's text (e.g. the brief's title). */
  subjectLabel: string;
  /** Who disputes: the usual reasons differ. */
  party?: DisputeParty;
  describedBy?: string;
} & Pick<ButtonProps, 'size' | 'variant'>;

function OpenDisputeTrigger({
  describedBy,
  size = 'sm',
  variant = 'default',
  onClick,
}: OpenDisputeButtonProps & { onClick: () => void }) {
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconGavel size={16} />}
      onClick={onClick}
      aria-describedby={describedBy}
    >
      Open a dispute
    </Button>
  );
}

function OpenDisputeModal({
  subjectType,
  subjectId,
  subjectLabel,
  party = 'creator',
  onClose,
}: OpenDisputeButtonProps & { onClose: () => void }) {
  const reasons = DISPUTE_REASONS[subjectType][party];
  const navigate = useNavigate();
  const openDispute = useOpenDispute();
  // After a 409 (one is open already, opened by the other side meanwhile), the list is fetched again
  // (the mutation invalidates nothing on error) and the alert links to the open dispute.
  const alreadyOpen = isApiError(openDispute.error) && openDispute.error.status === 409;
  const mine = useQuery({ ...myDisputesQueryOptions(), enabled: alreadyOpen });
  const openOne = alreadyOpen ? disputeActionOf({ subjectType, subjectId, decidedAt: null }, mine.data ?? []) : null;
  const [choice, setChoice] = useState('');
  const [ownReason, setOwnReason] = useState('');
  const [details, setDetails] = useState('');
  const [touched, setTouched] = useState(false);
  const reason = choice === OTHER ? ownReason.trim() : choice;
  const missing = 'Say in a few words what you dispute';
  const choiceError = touched && choice === '' ? missing : null;
  const ownError = touched && choice === OTHER && ownReason.trim() === '' ? missing : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason === '') return;
    openDispute.mutate(
      { subjectType, subjectId, reason, details },
      { onSuccess: (dispute) => void navigate(paths.disputes.detail.getHref(dispute.id)) },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Open a dispute" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {/* A withdrawal has no other side to answer: the platform decided it (docs/product/disputes.md). */}
          <Text size="sm">
            {subjectType === 'withdrawal'
              ? `An admin will look at ${subjectLabel} and decide; you can add to it on the dispute’s page.`
              : `An admin will look at ${subjectLabel}. The other side has ${DISPUTE_LIMITS.answerWithinDays} days to answer; you can both add to it on the dispute’s page.`}
          </Text>
          <NativeSelect
            label="What do you dispute?"
            required
            data={[{ value: '', label: 'Choose a reason', disabled: true }, ...reasons, OTHER]}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={choiceError}
            data-autofocus
          />
          {choice === OTHER ? (
            <TextInput
              label="In a few words"
              required
              maxLength={DISPUTE_LIMITS.reason}
              value={ownReason}
              onChange={(event) => setOwnReason(event.currentTarget.value)}
              error={ownError}
            />
          ) : null}
          <Textarea
            label="Details"
            description="What happened, and what you would like the admin to decide"
            autosize
            minRows={3}
            maxLength={DISPUTE_LIMITS.details}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
          />
          {openDispute.isError ? (
            <Alert color="red" variant="light" role="alert" title="The dispute was not opened">
              {isApiError(openDispute.error) ? openDispute.error.message : 'Could not open the dispute'}
              {openOne?.kind === 'view' ? (
                <>
                  {' '}
                  <Anchor component={Link} to={paths.disputes.detail.getHref(openOne.disputeId)} inherit>
                    View the open dispute
                  </Anchor>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={openDispute.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={openDispute.isPending}>
              Open dispute
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
