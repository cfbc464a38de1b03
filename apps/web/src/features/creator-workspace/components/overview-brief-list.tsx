import { formatUsd } from '@briefly/shared/money';
import type { TCreatorBrief } from '@briefly/shared/submissions';
import { Button, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { BrandAvatar } from '@/components/brand-avatar';
import { QueryError } from '@/components/query-error';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { displayReward } from '@/lib/brief-display';
import type { useCreatorBriefs } from '../api/get-creator-briefs';
import { closedLabel } from '../lib/brief-state';
import { DeadlineText } from './deadline-progress';
import classes from './overview-tab.module.css';
import { useWorkspaceDialogs } from './workspace-dialogs';

interface BriefListProps {
  query: ReturnType<typeof useCreatorBriefs>;
  briefs: TCreatorBrief[];
  skeletons: number;
  empty: string;
}

export function BriefList({ query, briefs, skeletons, empty }: BriefListProps) {
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading briefs">
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} height={60} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load briefs"
      />
    );
  }
  if (briefs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {briefs.map((brief) => (
        <BriefRow key={brief.id} brief={brief} />
      ))}
    </Stack>
  );
}

function BriefRow({ brief }: { brief: TCreatorBrief }) {
  const dialogs = useWorkspaceDialogs();
  const titleId = `overview-brief-${brief.id}`;
  let action;
  if (brief.hasApplied) {
    action = (
      <Button size="xs" variant="light" onClick={() => dialogs.openApplication(brief.id)} aria-describedby={titleId}>
        View
      </Button>
    );
  } else if (brief.acceptsApplications) {
    action = (
      <Button size="xs" onClick={() => dialogs.openApplication(brief.id)} aria-describedby={titleId}>
        Apply
      </Button>
    );
  } else {
    action = (
      <Button size="xs" variant="default" disabled>
        {closedLabel(brief)}
      </Button>
    );
  }
  return (
    <li className={classes.briefRow}>
      <BrandAvatar
        name={brief.brand.companyName || brief.brandName}
        logo={brief.brand.logo}
        photo={brief.brand.photo}
        size={36}
      />
      <UnstyledButton onClick={() => dialogs.openBrief(brief.id)} className={classes.briefTitle}>
        <Text size="sm" fw={600} lineClamp={1} className={classes.titleText} id={titleId}>
          {brief.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {brief.brandName} · {formatUsd(displayReward(brief))} · <DeadlineText deadline={brief.deadline} size="xs" />
        </Text>
      </UnstyledButton>
      {brief.mySubmissionStatus ? (
        <SubmissionStatusBadge
          submission={{ status: brief.mySubmissionStatus, award: brief.myAward }}
          size="sm"
          visibleFrom="xs"
        />
      ) : null}
      {action}
    </li>
  );
}
