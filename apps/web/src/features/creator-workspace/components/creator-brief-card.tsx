import type { TCreatorBrief } from '@briefly/shared/submissions';
import { ActionIcon, Badge, Box, Button, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconInfoCircle, IconLock, IconMailOpened, IconSend } from '@tabler/icons-react';
import { BriefCard, BriefCardBrand } from '@/components/brief-card/brief-card';
import { closedLabel } from '../lib/brief-state';
import classes from './creator-brief-card.module.css';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

interface CreatorBriefCardProps {
  brief: TCreatorBrief;
  /** Which tab lists it (for its ids); both offer Apply, or the application (docs/product/creator-dashboard.md#marketplace-tab). */
  variant: 'marketplace' | 'available';
  onOpen: (briefId: string) => void;
  onApply: (briefId: string) => void;
}

/** A brief as creators see it on the marketplace and Available Briefs tabs. */
export function CreatorBriefCard({ brief, variant, onOpen, onApply }: CreatorBriefCardProps) {
  const titleId = `creator-brief-${variant}-${brief.id}`;
  const applied = brief.hasApplied;

  // The same action on the Marketplace and Available Briefs: an application is opened, never a dead
  // "Already Applied" on one tab and "View/Update Application" on the other.
  const canUpdate = brief.mySubmissionStatus === 'pending' && !brief.myAward && brief.acceptsApplications;
  let action;
  if (applied) {
    action = (
      // The label wraps in a narrow card rather than being cut.
      <Button
        fullWidth
        variant="light"
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        onClick={() => onApply(brief.id)}
        aria-describedby={titleId}
      >
        {canUpdate ? 'View/Update Application' : 'View Application'}
      </Button>
    );
  } else if (!brief.acceptsApplications) {
    action = (
      <Button fullWidth variant="default" disabled leftSection={<IconLock size={16} />}>
        {closedLabel(brief)}
      </Button>
    );
  } else {
    action = (
      <Button
        fullWidth
        onClick={() => onApply(brief.id)}
        leftSection={<IconSend size={16} />}
        aria-describedby={titleId}
      >
        Apply
      </Button>
    );
  }

  return (
    <BriefCard
      brief={brief}
      titleId={titleId}
      header={
        <BriefCardBrand
          name={brief.brandName}
          avatarName={brief.brand.companyName || brief.brandName}
          logo={brief.brand.logo}
          photo={brief.brand.photo}
        >
          <Group gap={6} mt={2}>
            {brief.mySubmissionStatus ? (
              <SubmissionStatusBadge
                submission={{ status: brief.mySubmissionStatus, award: brief.myAward }}
                size="xs"
              />
            ) : null}
            {brief.isInvited ? (
              <Badge size="xs" variant="light" color="grape" leftSection={<IconMailOpened size={10} />}>
                Invited
              </Badge>
            ) : null}
            {brief.isPrivate && !brief.isInvited ? (
              <Badge size="xs" variant="outline" color="gray" leftSection={<IconLock size={10} />}>
                Private
              </Badge>
            ) : null}
          </Group>
        </BriefCardBrand>
      }
      title={
        <UnstyledButton onClick={() => onOpen(brief.id)} className={classes.titleButton} mt="md">
          <Text component="h3" fw={700} fz="lg" lh={1.3} id={titleId} lineClamp={2} className={classes.title}>
            {brief.title}
          </Text>
        </UnstyledButton>
      }
      footer={
        <Group mt="md" gap="xs" wrap="nowrap">
          <Tooltip label="Details" withArrow>
            <ActionIcon
              variant="default"
              size={36}
              onClick={() => onOpen(brief.id)}
              aria-label="Details"
              aria-describedby={titleId}
            >
              <IconInfoCircle size={18} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
          <Box flex={1} miw={0}>
            {action}
          </Box>
        </Group>
      }
    />
  );
}
