import { APP_VERSION } from '@briefly/shared/limits';
import {
  Button,
  Divider,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IconInfoCircle, IconLogout, IconMoon } from '@tabler/icons-react';

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  /** The Security section: the account's sessions (brands and creators; docs/product/accounts.md#sessions). */
  security?: ReactNode;
}

/** Dashboard settings (docs/product/accounts.md#settings): theme, security (sessions), about (version), sign out. */
export function SettingsModal({ opened, onClose, onSignOut, signingOut, security }: SettingsModalProps) {
  const phone = useMediaQuery('(max-width: 30em)');
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>Settings</Text>}
      centered
      radius="lg"
      fullScreen={phone}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
            Appearance
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="md">
                <IconMoon size={18} />
              </ThemeIcon>
              <div>
                <Text size="sm" fw={500}>
                  Dark theme
                </Text>
                <Text size="xs" c="dimmed">
                  Saved in this browser.
                </Text>
              </div>
            </Group>
            <Switch
              aria-label="Dark theme"
              checked={computed === 'dark'}
              onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
            />
          </Group>
        </Stack>

        <Divider />

        {security ? (
          <>
            {security}
            <Divider />
          </>
        ) : null}

        <Stack gap="xs">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
            About
          </Text>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" color="gray">
              <IconInfoCircle size={18} />
            </ThemeIcon>
            <div>
              <Text size="sm" fw={500}>
                Briefly
              </Text>
              <Text size="xs" c="dimmed">
                Version {APP_VERSION}
              </Text>
            </div>
          </Group>
        </Stack>

        <Divider />

        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={onSignOut}
          loading={signingOut}
        >
          Sign out
        </Button>
      </Stack>
    </Modal>
  );
}
