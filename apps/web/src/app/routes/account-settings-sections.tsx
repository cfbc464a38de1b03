import { Divider, Stack } from '@mantine/core';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { YourData } from '@/features/account-data/components/your-data';
import { SecuritySessions } from '@/features/auth/components/security-sessions';
import { TimeZoneSettings } from '@/features/auth/components/time-zone-settings';
import { PhotoSettings } from '@/features/photos/components/photo-settings';
import { SavedSearchesSection } from '@/features/saved-searches/components/saved-searches-section';
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section';
import { useSession } from '@/lib/session';

/**
 * The account's sections of a brand's or creator's Settings: the photo or logo, a creator's Saved searches or a
 * brand's Webhooks, Time zone, Security (sessions), a brand's API keys, then Your data (export, close).
 */
export function AccountSettingsSections({ creator = false }: { creator?: boolean }) {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PhotoSettings creator={creator} />
      <Divider />
      {creator ? (
        <>
          <SavedSearchesSection />
          <Divider />
        </>
      ) : (
        <>
          <WebhooksSection />
          <Divider />
        </>
      )}
      <TimeZoneSettings />
      <Divider />
      <SecuritySessions />
      <Divider />
      {user?.type === 'brand' ? (
        <>
          <ApiKeysSection />
          <Divider />
        </>
      ) : null}
      <YourData />
    </Stack>
  );
}
