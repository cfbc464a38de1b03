import type { TBrief } from '@briefly/shared/briefs';
import { Anchor, Box, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandAvatar } from '@/components/brand-avatar';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/brief-display';
import { CategoryBadge } from './category-badge';
import { DaysLeftBar } from '@/components/days-left-bar';
import { BriefRewardStats } from '@/components/brief-reward-stats';
import classes from './marketplace-brief-card.module.css';

/** A brief in the public marketplace (docs/product/marketplace.md#marketplace-brief-card). */
export function MarketplaceBriefCard({ brief }: { brief: TBrief }) {
  const href = paths.brief.getHref(brief.id);
  const titleId = `marketplace-brief-${brief.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} className={classes.card}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <BrandAvatar name={brief.brand.companyName} logo={brief.brand.logo} size={40} />
          <Box miw={0}>
            <Text size="sm" fw={600} truncate="end">
              {brief.brand.companyName}
            </Text>
            <Text size="xs" c="dimmed">
              Posted {formatDate(brief.createdAt)}
            </Text>
          </Box>
        </Group>
        <CategoryBadge category={brief.category} />
      </Group>

      <Title order={2} fz="lg" mt="md" id={titleId} lineClamp={2}>
        <Anchor
          component={Link}
          to={href}
          c="inherit"
          fw="inherit"
          fz="inherit"
          underline="never"
          className={classes.titleLink}
        >
          {brief.title}
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed" mt={6} lineClamp={3}>
        {brief.description}
      </Text>

      <Box flex={1} />

      <BriefRewardStats brief={brief} />

      <Box mt="md">
        <DaysLeftBar deadline={brief.deadline} />
      </Box>

      <Button
        component={Link}
        to={href}
        variant="light"
        mt="md"
        fullWidth
        rightSection={<IconArrowRight size={16} />}
        aria-label={`View details of ${brief.title}`}
      >
        View Details
      </Button>
    </Card>
  );
}
