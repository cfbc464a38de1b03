import { Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { confirmBriefFunding } from '../api/confirm-brief-funding';
import * as Result from '../components/result-states';
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
    <Result.Cancelled
      actions={
        <Group justify="center">
          <Result.BackLink to={MY_BRIEFS} label="Back to My Briefs" />
          <Result.BackLink to={paths.brand.dashboard.getHref()} label="Back to dashboard" variant="default" />
        </Group>
      }
    >
      No money was taken. Your brief is saved as a draft: you can fund it any time from My Briefs.
    </Result.Cancelled>
  );
}

function FundingSucceeded() {
  useDocumentTitle('Confirming payment · Briefly');
  const { briefId = '' } = useParams();
  const [searchParams] = useSearchParams();
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
      <Result.NoSession actions={<Result.BackLink to={MY_BRIEFS} label="Back to dashboard" />}>
        This address is missing the payment session. If you were charged, your brief will be funded automatically.
      </Result.NoSession>
    );
  }
  if (status === 'signed-out') {
    return (
      <Result.SignInToFinish>
        Sign in with your brand account to confirm the funding of your brief.
      </Result.SignInToFinish>
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
      <Result.Retry
        title={title}
        onRetry={() => void confirm.refetch()}
        retrying={confirm.isFetching}
        back={<Result.BackLink to={MY_BRIEFS} label="Back to dashboard" variant="default" />}
      >
        {notFound
          ? 'This payment does not belong to this brief or to your account. If you were charged, the brief is funded automatically once the payment is confirmed.'
          : isApiError(error) && !error.isNetworkError
            ? error.message
            : 'Network error. Please try again.'}
      </Result.Retry>
    );
  }
  if (confirm.isSuccess) {
    const brief = confirm.data.brief;
    return (
      <Result.Succeeded
        title="Payment successful!"
        actions={<Result.BackLink to={MY_BRIEFS} label="Go to My Briefs now" />}
        destination="your briefs"
        secondsLeft={secondsLeft}
      >
        “{brief.title}” is funded{brief.status === 'published' ? ' and live for submissions' : ''}.
      </Result.Succeeded>
    );
  }
  return <Result.Confirming>Please keep this page open while we confirm the funding of your brief.</Result.Confirming>;
}
