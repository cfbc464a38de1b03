import type { TBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { IconMedal } from '@tabler/icons-react';

/** Gold, silver and bronze. */
const MEDAL_COLORS = ['yellow', 'gray', 'orange'] as const;
const SHOWN = 3;

/** The first 3 tiers with medals and '+N more tiers' (docs/product/marketplace.md#marketplace-brief-card); only when there is more than one winner. */
export function RewardTiersMedals({ brief }: { brief: Pick<TBrief, 'amountOfWinners' | 'rewardTiers'> }) {
  if (brief.amountOfWinners <= 1 || brief.rewardTiers.length === 0) return null;
  const tiers = [...brief.rewardTiers].sort((a, b) => a.position - b.position);
  const more = tiers.length - SHOWN;
  return (
    <div>
      <ResponsiveGrid
        cols={3}
        spacing="xs"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Reward tiers"
      >
        {tiers.slice(0, SHOWN).map((tier, index) => (
          <Paper key={tier.id} withBorder p="sm" radius="md" component="li">
            <Stack gap={4} align="center" ta="center">
              <ThemeIcon variant="light" color={MEDAL_COLORS[index]} radius="xl" size={32} aria-hidden="true">
                <IconMedal size={18} />
              </ThemeIcon>
              <Text size="xs" c="dimmed">
                {tier.name}
              </Text>
              <Text fw={700} size="sm">
                {formatUsd(tier.amount)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </ResponsiveGrid>
      {more > 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          +{more} more {more === 1 ? 'tier' : 'tiers'}
        </Text>
      ) : null}
    </div>
  );
}
