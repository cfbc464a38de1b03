import type { TBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdditionalFieldsList } from '@/components/additional-fields-list';
import { paths } from '@/config/paths';
import { displayReward, filledAdditionalFields, formatDate } from '@/lib/brief-display';
import { CategoryBadge } from './category-badge';
import { DeadlineLabel } from './deadline-label';
import { RewardTiersMedals } from './reward-tiers-medals';

/** A brief's details over the brand page, with Apply (docs/product/marketplace.md). */
export function BrandBriefDetailsModal({ brief, onClose }: { brief: TBrief | null; onClose: () => void }) {
  return (
    <Modal
      opened={brief !== null}
      onClose={onClose}
      size="lg"
      radius="lg"
      centered
      title={<Text fw={700}>{brief?.title}</Text>}
    >
      {brief ? (
        <Stack gap="md">
          <Group gap="xs">
            <DeadlineLabel deadline={brief.deadline} />
            <CategoryBadge category={brief.category} />
            <Text size="sm" c="dimmed">
              Posted {formatDate(brief.createdAt)}
            </Text>
          </Group>
          <Group gap="xl">
            <div>
              <Text size="xs" c="dimmed">
                Reward
              </Text>
              <Text fw={800} fz={22}>
                {formatUsd(displayReward(brief))}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Winners
              </Text>
              <Text fw={700}>{brief.amountOfWinners}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Deadline
              </Text>
              <Text fw={700}>{formatDate(brief.deadline)}</Text>
            </div>
          </Group>
          <RewardTiersMedals brief={brief} />
          <div>
            <Text fw={600} size="sm" mb={4}>
              Description
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {brief.description}
            </Text>
          </div>
          <div>
            <Text fw={600} size="sm" mb={4}>
              Requirements
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {brief.requirements}
            </Text>
          </div>
          {filledAdditionalFields(brief.additionalFields).length > 0 ? (
            <div>
              <Text fw={600} size="sm" mb={6}>
                Additional Information
              </Text>
              <AdditionalFieldsList fields={brief.additionalFields} />
            </div>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Anchor component={Link} to={paths.brief.getHref(brief.id)} size="sm">
              Open the brief page
            </Anchor>
            <Button component={Link} to={paths.briefApply.getHref(brief.id)}>
              Apply
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
