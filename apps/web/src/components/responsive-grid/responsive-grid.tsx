import { Box, getSpacing, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './responsive-grid.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

type ResponsiveGridProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'style' | keyof BoxProps> & {
    /** Columns, per breakpoint from the narrowest (as SimpleGrid's `cols`). */
    cols?: Responsive<number>;
    /** Gap between columns (and rows, unless verticalSpacing), per breakpoint; `md` by default. */
    spacing?: Responsive<MantineSpacing>;
    verticalSpacing?: Responsive<MantineSpacing>;
    component?: 'div' | 'ol' | 'ul' | 'dl';
    style?: CSSProperties;
    children?: ReactNode;
  };

function variables(name: string, value: Responsive<string | number> | undefined, toCss: (v: never) => string) {
  if (value === undefined) return {};
  const values = typeof value === 'object' ? value : { base: value };
  return Object.fromEntries(
    Object.entries(values).map(([breakpoint, v]) => [`--rg-${name}-${breakpoint}`, toCss(v as never)]),
  );
}

/**
 * SimpleGrid's columns drawn with a stylesheet (responsive-grid.module.css) instead of the `<style>` element
 * SimpleGrid puts beside every grid, which HTML does not allow in the body: for the server-drawn pages (issue 39,
 * decision 041). Same props, same breakpoints, same layout.
 */
export function ResponsiveGrid({
  cols,
  spacing,
  verticalSpacing,
  className,
  style,
  component = 'div',
  ...props
}: ResponsiveGridProps) {
  const vars = {
    ...variables('cols', cols, (v: number) => String(v)),
    ...variables('x', spacing, (v: MantineSpacing) => getSpacing(v) ?? ''),
    ...variables('y', verticalSpacing, (v: MantineSpacing) => getSpacing(v) ?? ''),
  };
  return (
    <Box
      component={component as 'div'}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...vars, ...style }}
      {...props}
    />
  );
}

/** A cell two columns wide from `md` on, in a ResponsiveGrid of three columns there. */
export const wideCell = classes.wide;
