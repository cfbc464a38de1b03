import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { ApplicationDialog } from './application-dialog';
import { BriefDetailDialog } from './brief-detail-dialog';
import { SubmissionDetailDialog } from './submission-detail-dialog';

type OpenDialog =
  { kind: 'brief'; id: string } | { kind: 'apply'; id: string } | { kind: 'submission'; id: string } | null;

export interface WorkspaceDialogs {
  openBrief: (briefId: string) => void;
  /** Apply, or View/Update when the creator already applied: the same dialog decides. */
  openApplication: (briefId: string) => void;
  openSubmission: (submissionId: string) => void;
}

const WorkspaceDialogsContext = createContext<WorkspaceDialogs | null>(null);

/**
 * One set of dialogs for every tab of the creator dashboard (docs/product/creator-dashboard.md#dialogs): the
 * overview, search results, marketplace, available briefs and submissions all open the same brief
 * detail, application and submission detail dialogs. One dialog is open at a time.
 */
export function WorkspaceDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const value = useMemo<WorkspaceDialogs>(
    () => ({
      openBrief: (id) => setDialog({ kind: 'brief', id }),
      openApplication: (id) => setDialog({ kind: 'apply', id }),
      openSubmission: (id) => setDialog({ kind: 'submission', id }),
    }),
    [],
  );

  return (
    <WorkspaceDialogsContext value={value}>
      {children}
      {dialog?.kind === 'brief' ? (
        <BriefDetailDialog key={dialog.id} briefId={dialog.id} opened onClose={close} onApply={value.openApplication} />
      ) : null}
      {dialog?.kind === 'apply' ? (
        <ApplicationDialog key={dialog.id} briefId={dialog.id} opened onClose={close} />
      ) : null}
      {dialog?.kind === 'submission' ? (
        <SubmissionDetailDialog
          key={dialog.id}
          submissionId={dialog.id}
          opened
          onClose={close}
          onEdit={value.openApplication}
        />
      ) : null}
    </WorkspaceDialogsContext>
  );
}

export function useWorkspaceDialogs(): WorkspaceDialogs {
  const value = use(WorkspaceDialogsContext);
  if (!value) throw new Error('useWorkspaceDialogs must be used inside <WorkspaceDialogsProvider>');
  return value;
}
