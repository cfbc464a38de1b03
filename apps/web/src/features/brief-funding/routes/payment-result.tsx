import { formatUsd } from '@briefly/shared/money';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconLogin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { recheckWalletSession } from '../api/recheck-wallet-session';
import { ResultCard } from '../components/result-card';
import { useRedirectCountdown } from '../components/use-redirect-countdown';

const DASHBOARD = paths.brand.dashboard.getHref();

/** /payment/success|cancel: the return from adding funds to the brand wallet (docs/product/funding.md#result-pages). */
export function PaymentResultRoute() {
  const location = useLocation();
  return location.pathname.endsWith('/cancel') ? <PaymentCancelled /> : <PaymentSucceeded />;
}

function PaymentCancelled() {
  useDocumentTitle('Payment cancelled · Briefly');
  return (
    <ResultCard
      icon={<IconCircleX size={34} stroke={1.6} />}
      color="gray"
      title="Payment cancelled"
      actions={
        <Button component={Link} to={DASHBOARD}>
          Back to dashboard
        </Button>
      }
    >
      No money was taken and your wallet is unchanged.
    </ResultCard>
  );
}

function PaymentSucceeded() {
  useDocumentTitle('Payment · Briefly');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { status } = useSession();
  const sessionId = searchParams.get('session_id')?.trim() ?? '';

  const recheck = useQuery({
    queryKey: ['wallet', 'recheck', sessionId],
    queryFn: () => recheckWalletSession(sessionId),
    enabled: Boolean(sessionId) && status === 'signed-in',
    retry: false,
    staleTime: Infinity,
  });
  const secondsLeft = useRedirectCountdown(recheck.isSuccess && recheck.data.paymentStatus === 'paid', DASHBOARD);

  if (!sessionId) {
    return (
      <ResultCard
        icon={<IconAlertTriangle size={34} stroke={1.6} />}
        color="red"
        title="No session ID found"
        role="alert"
        actions={
          <Button component={Link} to={DASHBOARD}>
            Back to dashboard
          </Button>
        }
      />
    );
  }
  if (status === 'signed-out') {
    return (
      <ResultCard
        icon={<IconLogin size={34} stroke={1.6} />}
        color="blue"
        title="Sign in to finish"
        actions={
          <Button
            component={Link}
            to={paths.auth.login.getHref(location.pathname + location.search)}
            leftSection={<IconLogin size={16} />}
          >
            Sign in
          </Button>
        }
      >
        Sign in with your brand account to see your payment.
      </ResultCard>
    );
  }
  if (recheck.isError || (recheck.isSuccess && recheck.data.paymentStatus !== 'paid')) {
    return (
      <ResultCard
        icon={<IconAlertTriangle size={34} stroke={1.6} />}
        color="red"
        title="Payment was successful but there was an error processing it"
        role="alert"
        actions={
          <Group justify="center">
            <Button onClick={() => void recheck.refetch()} loading={recheck.isFetching}>
              Retry
            </Button>
            <Button component={Link} to={DASHBOARD} variant="default">
              Back to dashboard
            </Button>
          </Group>
        }
      >
        Your wallet will be updated as soon as the payment is confirmed.
      </ResultCard>
    );
  }
  if (recheck.isSuccess) {
    return (
      <ResultCard
        icon={<IconCircleCheck size={34} stroke={1.6} />}
        color="teal"
        title="Payment completed successfully!"
        actions={
          <Button component={Link} to={DASHBOARD}>
            Go to dashboard now
          </Button>
        }
      >
        <Text inherit>Your wallet has been updated. Balance: {formatUsd(recheck.data.balance)}.</Text>
        <Text size="sm" c="dimmed" mt="xs">
          Taking you to your dashboard in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
        </Text>
      </ResultCard>
    );
  }
  return (
    <ResultCard icon={<Loader size="md" />} color="blue" title="Confirming your payment…">
      Please keep this page open for a moment.
    </ResultCard>
  );
}
