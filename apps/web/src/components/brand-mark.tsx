import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './brand-mark.module.css';

function LogoGlyph({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="briefly-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7048e8" />
          <stop offset="1" stopColor="#1c7ed6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#briefly-logo-gradient)" />
      <path
        d="M22 16h13.5c6.4 0 10.5 3.4 10.5 8.6 0 3.4-1.9 6-4.9 7.1 3.9 1 6.4 4 6.4 8 0 5.8-4.6 9.3-11.6 9.3H22V16zm8 6.6v7h4.6c2.6 0 4-1.3 4-3.5s-1.4-3.5-4-3.5H30zm0 13.2v7.6h5.2c2.9 0 4.5-1.4 4.5-3.8s-1.6-3.8-4.5-3.8H30z"
        fill="#fff"
      />
    </svg>
  );
}

interface BrandMarkProps {
  /** Show only the glyph (collapsed sidebars). */
  compact?: boolean;
  size?: 'sm' | 'md';
  /** Where the mark links to; the home page by default. */
  to?: string;
}

/** The Briefly logo, linking home. */
export function BrandMark({ compact = false, size = 'md', to = paths.home.getHref() }: BrandMarkProps) {
  const glyph = size === 'sm' ? 26 : 30;
  return (
    <UnstyledButton component={Link} to={to} className={classes.root} aria-label="Briefly home">
      <Group gap={8} wrap="nowrap">
        <LogoGlyph size={glyph} />
        {!compact && (
          <Text component="span" fw={800} fz={size === 'sm' ? 'lg' : 'xl'} className={classes.word}>
            Briefly
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
