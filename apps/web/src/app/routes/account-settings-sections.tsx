import { Divider, Stack } from '@mantine/core';
import { YourData } from '@/features/account-data/components/your-data';
import { SecuritySessions } from '@/features/auth/components/security-sessions';

/** The account's sections of a brand's or creator's Settings: Security (sessions), then Your data (export, close). */
export function AccountSettingsSections() {
  return (
    <Stack gap="lg">
      <SecuritySessions />
      <Divider />
      <YourData />
    </Stack>
  );
}
