import { formatUsd } from '@briefly/shared/money';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { recheckWalletSession } from '../api/recheck-wallet-session';
import * as Result from '../components/result-states';
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
    <Result.Cancelled actions={<Result.BackLink to={DASHBOARD} label="Back to dashboard" />}>
      No money was taken and your wallet is unchanged.
    </Result.Cancelled>
  );
}

function PaymentSucceeded() {
  useDocumentTitle('Payment · Briefly');
  const [searchParams] = useSearchParams();
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

  if (!sessionId) return <Result.NoSession actions={<Result.BackLink to={DASHBOARD} label="Back to dashboard" />} />;
  if (status === 'signed-out') {
    return <Result.SignInToFinish>Sign in with your brand account to see your payment.</Result.SignInToFinish>;
  }
  if (recheck.isError || (recheck.isSuccess && recheck.data.paymentStatus !== 'paid')) {
    return (
      <Result.Retry
        title="Payment was successful but there was an error processing it"
        onRetry={() => void recheck.refetch()}
        retrying={recheck.isFetching}
        back={<Result.BackLink to={DASHBOARD} label="Back to dashboard" variant="default" />}
      >
        Your wallet will be updated as soon as the payment is confirmed.
      </Result.Retry>
    );
  }
  if (recheck.isSuccess) {
    return (
      <Result.Succeeded
        title="Payment completed successfully!"
        actions={<Result.BackLink to={DASHBOARD} label="Go to dashboard now" />}
        destination="your dashboard"
        secondsLeft={secondsLeft}
      >
        Your wallet has been updated. Balance: {formatUsd(recheck.data.balance)}.
      </Result.Succeeded>
    );
  }
  return <Result.Confirming>Please keep this page open for a moment.</Result.Confirming>;
}
