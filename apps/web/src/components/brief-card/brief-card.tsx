import type { TPhoto } from '@briefly/shared/photos';
import type { TBrief } from '@briefly/shared/briefs';
import { Box, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandAvatar } from '@/components/brand-avatar';
import { BriefRewardStats } from '@/components/brief-reward-stats';
import { DaysLeftBar } from '@/components/days-left-bar';
import classes from './brief-card.module.css';

type CardBrief = Pick<
  TBrief,
  'description' | 'deadline' | 'reward' | 'totalRewardValue' | 'amountOfWinners' | 'submissionsCount'
>;

interface BriefCardProps {
  brief: CardBrief;
  /** The id of the title element, which names the card (aria-labelledby). */
  titleId: string;
  /** The top row (usually a `BriefCardBrand`). */
  header: ReactNode;
  /** The title, as a link or a button that opens the brief. */
  title: ReactNode;
  /** The actions at the bottom. */
  footer: ReactNode;
}

/**
 * The frame of a brief card, the same in the public marketplace and the creator's tabs: header, title,
 * description, then reward, days left and the actions pinned to the bottom so cards in a row line up.
 */
export function BriefCard({ brief, titleId, header, title, footer }: BriefCardProps) {
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} className={classes.card}>
      {header}
      {title}
      <Text size="sm" c="dimmed" mt={6} lineClamp={3}>
        {brief.description}
      </Text>

      <Box flex={1} />

      <BriefRewardStats brief={brief} />

      <Box mt="md">
        <DaysLeftBar deadline={brief.deadline} />
      </Box>

      {footer}
    </Card>
  );
}

interface BriefCardBrandProps {
  name: string;
  /** The name the avatar's initials come from, when it differs from the one shown. */
  avatarName?: string;
  logo: string | null | undefined;
  /** The uploaded logo (docs/product/photos.md), shown before `logo`. */
  photo?: TPhoto;
  /** The line under the brand's name (posting date, badges). */
  children: ReactNode;
}

/** A brief card's brand: logo or initials, the name (cut with an ellipsis), and one line below. */
export function BriefCardBrand({ name, avatarName = name, logo, photo, children }: BriefCardBrandProps) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <BrandAvatar name={avatarName} logo={logo} photo={photo} size={40} />
      <Box miw={0}>
        <Text size="sm" fw={600} truncate="end">
          {name}
        </Text>
        {children}
      </Box>
    </Group>
  );
}
