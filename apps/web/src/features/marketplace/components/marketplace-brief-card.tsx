import type { TBrief } from '@briefly/shared/briefs';
import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BriefCard, BriefCardBrand } from '@/components/brief-card/brief-card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/brief-display';
import { CategoryBadge } from './category-badge';
import classes from './marketplace-brief-card.module.css';

/** A brief in the public marketplace (docs/product/marketplace.md#marketplace-brief-card). */
export function MarketplaceBriefCard({ brief }: { brief: TBrief }) {
  const href = paths.brief.getHref(brief.id);
  const titleId = `marketplace-brief-${brief.id}`;
  return (
    <BriefCard
      brief={brief}
      titleId={titleId}
      header={
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <BriefCardBrand name={brief.brand.companyName} logo={brief.brand.logo} photo={brief.brand.photo}>
            <Text size="xs" c="dimmed">
              Posted {formatDate(brief.createdAt)}
            </Text>
          </BriefCardBrand>
          <CategoryBadge category={brief.category} />
        </Group>
      }
      title={
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
      }
      footer={
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
      }
    />
  );
}
