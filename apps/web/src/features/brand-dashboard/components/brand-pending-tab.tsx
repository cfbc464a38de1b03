import { Stack, Title } from '@mantine/core';
import { AreaEmptyState } from '@/components/area-empty-state';
import { BRAND_NAV_ITEMS } from './brand-nav';

/** Tabs whose features are not built yet. */
export type PendingBrandTab = 'messaging';

const UNAVAILABLE: Record<PendingBrandTab, string> = {
  messaging: 'Messaging with creators is not available yet.',
};

/** An honest placeholder for a brand tab that is still being built: no figures, no sample rows. */
export function BrandPendingTab({ tab }: { tab: PendingBrandTab }) {
  const item = BRAND_NAV_ITEMS.find((entry) => entry.value === tab);
  if (!item) return null;
  const TabIcon = item.icon;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {item.label}
      </Title>
      <AreaEmptyState icon={<TabIcon size={28} stroke={1.6} />} title={item.label} description={UNAVAILABLE[tab]} />
    </Stack>
  );
}
