import { WALLET_MESSAGES, type TProviderAccountStatus } from '@briefly/shared/rewards';
import { Alert, Badge, Button, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBrandStripe, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { createOnboardingLink, onboardingReturnUrls } from '../api/create-onboarding-link';
import { usePayoutAccount } from '../api/get-payout-account';
import { onboardCreator } from '../api/onboard-creator';
import { useRecheckPayoutAccount } from '../api/recheck-payout-account';
import { accountState, requirementLabels } from '../lib/account-state';

/** The server's message when it sent one, else our default (docs/product/rewards-and-payouts.md#payout-accounts). */
const serverText = (error: unknown, fallback: string) => (isApiError(error) && error.body ? error.message : fallback);

export interface PayoutAccountCardProps {
  userId: string;
  /** Leaves the page for the provider's onboarding (window.location.assign outside tests). */
  redirect?: (url: string) => void;
}

/** The provider connect card: states, buttons and messages of docs/product/rewards-and-payouts.md#payout-accounts. */
export function PayoutAccountCard({ userId, redirect = (url) => window.location.assign(url) }: PayoutAccountCardProps) {
  const account = usePayoutAccount(userId);
  const recheck = useRecheckPayoutAccount();
  const [connecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const connect = async (createsAccount: boolean) => {
    setConnecting(true);
    setFailure(null);
    if (createsAccount) {
      try {
        await onboardCreator();
        notifications.show({ color: 'green', message: WALLET_MESSAGES.accountCreated });
      } catch (error) {
        setFailure(serverText(error, WALLET_MESSAGES.createFailed));
        setConnecting(false);
        return;
      }
    }
    try {
      const url = await createOnboardingLink(onboardingReturnUrls(window.location.origin));
      redirect(url);
    } catch (error) {
      setFailure(serverText(error, WALLET_MESSAGES.linkFailed));
      setConnecting(false);
      void account.refetch();
    }
  };

  const runRecheck = () => {
    setFailure(null);
    recheck.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: WALLET_MESSAGES.recheckOk }),
      onError: () => {
        setFailure(WALLET_MESSAGES.recheckFailed);
        notifications.show({ color: 'red', message: WALLET_MESSAGES.recheckToastFailed });
      },
    });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="payout-account-title">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="violet" size={44} radius="md">
          <IconBrandStripe size={24} stroke={1.6} />
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} fz="lg" id="payout-account-title">
            Payout account
          </Title>
          <Text size="sm" c="dimmed">
            Cash rewards are sent to your connected Stripe account.
          </Text>
        </div>
      </Group>

      <Stack gap="sm" mt="md">
        {account.isPending ? (
          // About the height of an account's status, so the card barely moves when it arrives (issue 39).
          <Skeleton height={140} radius="md" aria-label="Loading payout account" />
        ) : account.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={WALLET_MESSAGES.loadFailed}
          >
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void account.refetch()}
              loading={account.isFetching}
            >
              Retry
            </Button>
          </Alert>
        ) : (
          <AccountStatus
            account={account.data}
            connecting={connecting}
            onConnect={(createsAccount) => void connect(createsAccount)}
          />
        )}

        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}

        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={runRecheck}
            loading={recheck.isPending}
            disabled={connecting || !account.data}
          >
            Re-check Account Status
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AccountStatus({
  account,
  connecting,
  onConnect,
}: {
  account: TProviderAccountStatus | null;
  connecting: boolean;
  onConnect: (createsAccount: boolean) => void;
}) {
  const view = accountState(account);
  const due = account?.requirements.currently_due ?? [];
  return (
    <Stack gap="sm" data-testid="payout-account-status" data-state={view.key}>
      <Group gap="xs">
        <Badge
          color={view.color}
          variant="light"
          size="lg"
          radius="sm"
          style={{ textTransform: 'none', height: 'auto', whiteSpace: 'normal', paddingBlock: 4 }}
        >
          {view.label}
        </Badge>
        {account ? (
          <Text size="xs" c="dimmed">
            {account.country} · {account.default_currency.toUpperCase()}
          </Text>
        ) : null}
      </Group>
      {view.note ? (
        <Text size="sm" c="var(--mantine-color-yellow-light-color)">
          {view.note}
        </Text>
      ) : null}
      {due.length > 0 ? (
        <div>
          <Text size="sm" fw={600}>
            Requirements due
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {requirementLabels(due).map((requirement) => (
              <List.Item key={requirement}>{requirement}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {view.action ? (
        <Group>
          <Button
            color={view.key === 'active' ? 'green' : 'violet'}
            disabled={view.actionDisabled || connecting}
            loading={connecting}
            onClick={() => onConnect(view.createsAccount)}
          >
            {view.action}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
