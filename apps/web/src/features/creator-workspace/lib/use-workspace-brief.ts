import type { TBrief } from '@briefly/shared/briefs';
import type { SubmissionStatus } from '@briefly/shared/submissions';
import { useBrief } from '../api/get-brief';
import { useCreatorBriefs } from '../api/get-creator-briefs';
import { useCreatorSubmissions } from '../api/get-creator-submissions';
import { isExpired } from './brief-state';

export interface WorkspaceBrief {
  brief: TBrief;
  mySubmissionId: string | null;
  mySubmissionStatus: SubmissionStatus | null;
  /** The place the application won; null until it wins. */
  myAward: { position: number | null } | null;
  acceptsApplications: boolean;
}

/**
 * A brief as the dialogs need it: from the creator's list when it is there (it carries their own
 * application); otherwise (a search hit, a `?brief=` address for a brief no longer listed) from the
 * public brief call, with the creator's application looked up in their submissions.
 */
export function useWorkspaceBrief(briefId: string | null) {
  const list = useCreatorBriefs();
  const listed = briefId ? list.data?.briefs.find((brief) => brief.id === briefId) : undefined;
  const needsFallback = Boolean(briefId) && !listed && (list.isSuccess || list.isError);
  const fallback = useBrief(briefId, needsFallback);
  const submissions = useCreatorSubmissions(needsFallback);

  if (listed) {
    const data: WorkspaceBrief = {
      brief: listed,
      mySubmissionId: listed.mySubmissionId,
      mySubmissionStatus: listed.mySubmissionStatus,
      myAward: listed.myAward,
      acceptsApplications: listed.acceptsApplications,
    };
    return { data, isPending: false, error: null, retrying: false, refetch: () => void list.refetch() };
  }

  if (!needsFallback)
    return { data: null, isPending: true, error: null, retrying: false, refetch: () => void list.refetch() };

  const refetch = () => {
    void list.refetch();
    void fallback.refetch();
    void submissions.refetch();
  };
  if (fallback.isPending || submissions.isPending)
    return { data: null, isPending: true, error: null, retrying: false, refetch };
  const error = fallback.error ?? submissions.error;
  if (error || !fallback.data || !submissions.data) {
    return { data: null, isPending: false, error, retrying: fallback.isFetching || submissions.isFetching, refetch };
  }
  const brief = fallback.data.brief;
  const mine = submissions.data.submissions.find((submission) => submission.briefId === brief.id) ?? null;
  const data: WorkspaceBrief = {
    brief,
    mySubmissionId: mine?.id ?? null,
    mySubmissionStatus: mine?.status ?? null,
    myAward: mine?.award ?? null,
    // The same rule as the server's (docs/product/submissions.md#brief-applicability): published and before the deadline.
    acceptsApplications: brief.status === 'published' && !isExpired(brief.deadline),
  };
  return { data, isPending: false, error: null, retrying: false, refetch };
}
