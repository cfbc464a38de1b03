import { Stack, Title } from '@mantine/core';
import { AreaEmptyState } from '@/components/area-empty-state';
import { CREATOR_NAV_ITEMS } from './creator-nav';

/** Creator tabs whose features are built elsewhere and not yet here. */
export type PendingCreatorTab = 'messaging';

const UNAVAILABLE: Record<PendingCreatorTab, string> = {
  messaging: 'Messaging with brands is not available yet.',
};

/** An honest placeholder for a creator tab that is still being built: no figures, no sample rows. */
export function CreatorPendingTab({ tab }: { tab: PendingCreatorTab }) {
  const item = CREATOR_NAV_ITEMS.find((entry) => entry.value === tab);
  if (!item) return null;
  const TabIcon = item.icon;
  const title = item.label;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <AreaEmptyState icon={<TabIcon size={28} stroke={1.6} />} title={title} description={UNAVAILABLE[tab]} />
    </Stack>
  );
}
