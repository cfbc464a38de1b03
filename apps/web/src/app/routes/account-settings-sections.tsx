import { Divider, Stack } from '@mantine/core';
import { YourData } from '@/features/account-data/components/your-data';
import { SecuritySessions } from '@/features/auth/components/security-sessions';
import { TimeZoneSettings } from '@/features/auth/components/time-zone-settings';
import { PhotoSettings } from '@/features/photos/components/photo-settings';
import { SavedSearchesSection } from '@/features/saved-searches/components/saved-searches-section';

/**
 * The account's sections of a brand's or creator's Settings: the photo or logo, a creator's Saved searches, Time zone,
 * Security (sessions), then Your data (export, close).
 */
export function AccountSettingsSections({ creator = false }: { creator?: boolean }) {
  return (
    <Stack gap="lg">
      <PhotoSettings creator={creator} />
      <Divider />
      {creator ? (
        <>
          <SavedSearchesSection />
          <Divider />
        </>
      ) : null}
      <TimeZoneSettings />
      <Divider />
      <SecuritySessions />
      <Divider />
      <YourData />
    </Stack>
  );
}
