import { ActionIcon, useComputedColorScheme, useMantineColorScheme, type ActionIconProps } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches between light and dark; the choice is stored under localStorage `theme`. */
export function ThemeToggle(props: Omit<ActionIconProps, 'children' | 'onClick'>) {
  const { setColorScheme } = useMantineColorScheme();
  // Read after mount: a page the server drew (in light) must hydrate with the same icon.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    // A native title, not Mantine's Tooltip: it is on every public page, and the tooltip would bring the
    // positioning library into their first load (docs/performance.md).
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
      {...props}
    >
      {computed === 'dark' ? <IconSun size={18} stroke={1.7} /> : <IconMoon size={18} stroke={1.7} />}
    </ActionIcon>
  );
}
