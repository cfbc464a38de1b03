import { ActionIcon, useComputedColorScheme, useMantineColorScheme, type ActionIconProps } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/** Switches between light and dark; the choice is stored under localStorage `theme`. */
export function ThemeToggle(props: Omit<ActionIconProps, 'children' | 'onClick'>) {
  const { setColorScheme } = useMantineColorScheme();
  // A page the server drew (in light) must hydrate with the same icon: a scheme the visitor chose is stored, and
  // Mantine's hook answers it at once (`getInitialValueInEffect` covers only the system's), which drew the sun over
  // the drawing's moon — a hydration mismatch, and React drew the whole page again (typed text lost). Hydrating,
  // the server's answer (light) first; the render right after, this browser's.
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const computed = hydrated ? scheme : 'light';
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
