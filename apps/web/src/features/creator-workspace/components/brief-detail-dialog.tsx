import { formatUsd } from '@briefly/shared/money';
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendar, IconExternalLink, IconLock, IconMapPin, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdditionalFieldsList } from '@/components/additional-fields-list';
import { BrandAvatar } from '@/components/brand-avatar';
import { BriefStatusBadge } from '@/components/brief-status-badge';
import { Fact } from '@/components/fact';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { filledAdditionalFields, formatDate } from '@/lib/brief-display';
import { closedLabel } from '../lib/brief-state';
import { displayReward } from '@/lib/brief-display';
import { useWorkspaceBrief, type WorkspaceBrief } from '../lib/use-workspace-brief';
import { DeadlineText } from './deadline-progress';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

interface BriefDetailDialogProps {
  briefId: string;
  opened: boolean;
  onClose: () => void;
  onApply: (briefId: string) => void;
}

/** Brief detail dialog of the creator dashboard (docs/product/creator-dashboard.md#dialogs). */
export function BriefDetailDialog({ briefId, opened, onClose, onApply }: BriefDetailDialogProps) {
  const workspaceBrief = useWorkspaceBrief(briefId);

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Brief details</Text>} size="xl" centered>
      {workspaceBrief.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the brief">
          <Skeleton height={48} radius="md" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={80} radius="md" />
        </Stack>
      ) : workspaceBrief.data ? (
        <BriefDetail target={workspaceBrief.data} onApply={() => onApply(briefId)} onClose={onClose} />
      ) : (
        <QueryError
          error={workspaceBrief.error}
          onRetry={workspaceBrief.refetch}
          retrying={workspaceBrief.retrying}
          title="Failed to load brief details"
        />
      )}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" lts={0.4} mb={6}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function BriefDetail({
  target,
  onApply,
  onClose,
}: {
  target: WorkspaceBrief;
  onApply: () => void;
  onClose: () => void;
}) {
  const { brief } = target;
  const tiers = [...brief.rewardTiers].sort((a, b) => a.position - b.position);
  const hasAdditional = filledAdditionalFields(brief.additionalFields).length > 0;
  const applied = target.mySubmissionId !== null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <BrandAvatar
            name={brief.brand.companyName || brief.brandName}
            logo={brief.brand.logo}
            photo={brief.brand.photo}
            size={48}
          />
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
              {brief.title}
            </Title>
            <Text size="sm" c="dimmed">
              by {brief.brandName}
            </Text>
          </div>
        </Group>
        <Stack gap={4} align="flex-end">
          <BriefStatusBadge brief={brief} />
          {brief.isPrivate ? (
            <Badge variant="outline" color="gray" size="sm" leftSection={<IconLock size={10} />}>
              Private
            </Badge>
          ) : null}
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact gap="xs" icon={<IconTrophy size={16} />} label="Reward">
          {formatUsd(displayReward(brief))}
        </Fact>
        <Fact gap="xs" icon={<IconTrophy size={16} />} label="Winners">
          {brief.amountOfWinners}
        </Fact>
        <Fact gap="xs" icon={<IconCalendar size={16} />} label={`Deadline ${formatDate(brief.deadline)}`}>
          <DeadlineText deadline={brief.deadline} />
        </Fact>
        <Fact gap="xs" icon={<IconMapPin size={16} />} label="Location">
          {brief.location || 'Anywhere'}
        </Fact>
      </SimpleGrid>

      <Section title="Description">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {brief.description}
        </Text>
      </Section>
      <Section title="Requirements">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {brief.requirements}
        </Text>
      </Section>
      {hasAdditional ? (
        <Section title="Additional Information">
          <AdditionalFieldsList fields={brief.additionalFields} />
        </Section>
      ) : null}
      {tiers.length > 0 ? (
        <Section title="Reward tiers">
          <Stack gap={6}>
            {tiers.map((tier) => (
              <Paper key={tier.id} withBorder radius="md" px="sm" py={8}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {tier.name || `Tier ${tier.position}`}
                    </Text>
                    {tier.creditAmount > 0 ? (
                      <Text size="xs" c="dimmed">
                        {formatUsd(tier.cashAmount)} cash + {formatUsd(tier.creditAmount)} credit
                      </Text>
                    ) : null}
                  </div>
                  <Text size="sm" fw={700}>
                    {formatUsd(tier.amount)}
                  </Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Section>
      ) : null}

      <Divider />
      <Group justify="space-between" gap="sm">
        {brief.isPrivate ? (
          <span />
        ) : (
          <Anchor
            component={Link}
            to={paths.brief.getHref(brief.id)}
            size="sm"
            target="_blank"
            rel="noopener noreferrer"
          >
            <Group gap={4} component="span">
              Open the public page <IconExternalLink size={14} aria-hidden="true" />
            </Group>
          </Anchor>
        )}
        <Group gap="sm">
          {target.mySubmissionStatus ? (
            <SubmissionStatusBadge submission={{ status: target.mySubmissionStatus, award: target.myAward }} />
          ) : null}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {applied ? (
            <Button onClick={onApply}>View/Update Application</Button>
          ) : target.acceptsApplications ? (
            <Button onClick={onApply}>Apply Now</Button>
          ) : (
            <Button disabled>{closedLabel(brief)}</Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
