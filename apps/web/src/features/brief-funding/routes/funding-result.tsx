import { Button, Group, Loader, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconLogin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { confirmBriefFunding } from '../api/confirm-brief-funding';
import { ResultCard } from '../components/result-card';
import { useRedirectCountdown } from '../components/use-redirect-countdown';

const MY_BRIEFS = paths.brand.dashboard.getHref('briefs');

/** /briefs/:briefId/funding/success|cancel: the return from the hosted checkout page (docs/product/funding.md#result-pages). */
export function FundingResultRoute() {
  const location = useLocation();
  return location.pathname.endsWith('/cancel') ? <FundingCancelled /> : <FundingSucceeded />;
}

function FundingCancelled() {
  useDocumentTitle('Payment cancelled · Briefly');
  return (
    <ResultCard
      icon={<IconCircleX size={34} stroke={1.6} />}
      color="gray"
      title="Payment cancelled"
      actions={
        <Group justify="center">
          <Button component={Link} to={MY_BRIEFS}>
            Back to My Briefs
          </Button>
          <Button component={Link} to={paths.brand.dashboard.getHref()} variant="default">
            Back to dashboard
          </Button>
        </Group>
      }
    >
      No money was taken. Your brief is saved as a draft: you can fund it any time from My Briefs.
    </ResultCard>
  );
}

function FundingSucceeded() {
  useDocumentTitle('Confirming payment · Briefly');
  const { briefId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { status } = useSession();
  const sessionId = searchParams.get('session_id')?.trim() ?? '';

  const confirm = useQuery({
    queryKey: ['funding', 'confirm', briefId, sessionId],
    queryFn: () => confirmBriefFunding(briefId, { sessionId }),
    enabled: Boolean(briefId && sessionId) && status === 'signed-in',
    retry: false,
    staleTime: Infinity,
  });
  const secondsLeft = useRedirectCountdown(confirm.isSuccess, MY_BRIEFS);

  if (!sessionId) {
    return (
      <ResultCard
        icon={<IconAlertTriangle size={34} stroke={1.6} />}
        color="red"
        title="No session ID found"
        role="alert"
        actions={<DashboardButton />}
      >
        This address is missing the payment session. If you were charged, your brief will be funded automatically.
      </ResultCard>
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
        Sign in with your brand account to confirm the funding of your brief.
      </ResultCard>
    );
  }
  if (confirm.isError) {
    const error = confirm.error;
    const notPaid = isApiError(error) && error.code === 'PAYMENT_REQUIRED';
    const notFound = isApiError(error) && (error.code === 'PAYMENT_NOT_FOUND' || error.status === 404);
    const title = notPaid
      ? 'Payment not completed'
      : notFound
        ? 'Payment not found'
        : isApiError(error) && !error.isNetworkError
          ? 'Payment was successful but funding confirmation failed'
          : 'Payment was successful but there was an error processing it';
    return (
      <ResultCard
        icon={<IconAlertTriangle size={34} stroke={1.6} />}
        color="red"
        title={title}
        role="alert"
        actions={
          <Group justify="center">
            <Button onClick={() => void confirm.refetch()} loading={confirm.isFetching}>
              Retry
            </Button>
            <DashboardButton variant="default" />
          </Group>
        }
      >
        {notFound
          ? 'This payment does not belong to this brief or to your account. If you were charged, the brief is funded automatically once the payment is confirmed.'
          : isApiError(error) && !error.isNetworkError
            ? error.message
            : 'Network error. Please try again.'}
      </ResultCard>
    );
  }
  if (confirm.isSuccess) {
    const brief = confirm.data.brief;
    return (
      <ResultCard
        icon={<IconCircleCheck size={34} stroke={1.6} />}
        color="teal"
        title="Payment successful!"
        actions={<DashboardButton label="Go to My Briefs now" />}
      >
        <Text inherit>
          “{brief.title}” is funded{brief.status === 'published' ? ' and live for submissions' : ''}.
        </Text>
        <Text size="sm" c="dimmed" mt="xs">
          Taking you to your briefs in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
        </Text>
      </ResultCard>
    );
  }
  return (
    <ResultCard icon={<Loader size="md" />} color="blue" title="Confirming your payment…">
      Please keep this page open while we confirm the funding of your brief.
    </ResultCard>
  );
}

function DashboardButton({
  label = 'Back to dashboard',
  variant = 'filled',
}: {
  label?: string;
  variant?: 'filled' | 'default';
}) {
  return (
    <Button component={Link} to={MY_BRIEFS} variant={variant}>
      {label}
    </Button>
  );
}
