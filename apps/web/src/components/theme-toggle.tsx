import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme, type ActionIconProps } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches between light and dark; the choice is stored under localStorage `theme`. */
export function ThemeToggle(props: Omit<ActionIconProps, 'children' | 'onClick'>) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" radius="md" aria-label={label} onClick={() => setColorScheme(next)} {...props}>
        {computed === 'dark' ? <IconSun size={18} stroke={1.7} /> : <IconMoon size={18} stroke={1.7} />}
      </ActionIcon>
    </Tooltip>
  );
}
