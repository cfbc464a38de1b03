import { createElement } from 'react';
import { createTheme, darken, toRgba, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine 9's ThemeIcon and Progress hand their `radius`, `color` and `gradient` props on to their <div> as
 * attributes, which HTML does not have (the validator's errors, issue 39); they are already in their CSS
 * variables, so their root is drawn without them.
 */
const NOT_ATTRIBUTES = new Set(['radius', 'color', 'gradient']);
function rootWithoutStyleProps(props: Record<string, unknown>) {
  return createElement('div', Object.fromEntries(Object.entries(props).filter(([name]) => !NOT_ATTRIBUTES.has(name))));
}

// A violet-leaning indigo, used as the primary colour.
const brand: MantineColorsTuple = [
  '#f1effe',
  '#e0dbf8',
  '#bdb3ee',
  '#9889e5',
  '#7865dd',
  '#644ed8',
  '#5942d7',
  '#4934bf',
  '#402dab',
  '#352597',
];

// System font stack only: the app makes no font requests (it must work without network access).
const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'brand',
  // Filled buttons and badges get black or white text, whichever reads on their colour (WCAG AA);
  // shade 5 keeps white text on the dark scheme's primary buttons above 4.5:1.
  autoContrast: true,
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  fontFamily: systemFonts,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // No " *" in labels: label text stays exactly the field name (screen readers and label-based
    // queries), and the inputs still carry the `required` attribute.
    InputWrapper: { defaultProps: { withAsterisk: false } },
    Button: { defaultProps: { radius: 'md' } },
    ThemeIcon: { defaultProps: { renderRoot: rootWithoutStyleProps } },
    Progress: { defaultProps: { renderRoot: rootWithoutStyleProps } },
    Card: { defaultProps: { radius: 'lg' } },
    // A status badge is never cut to 'PEND…': in a squeezed table cell it keeps its full width.
    Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 } } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: {
      defaultProps: {
        size: 'md',
        // Mantine's own label ("Toggle password visibility") would make "Password" match two
        // elements for label-based queries; this wording keeps the input the only match.
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' },
      },
    },
    Select: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    // Mantine's close buttons are an icon only: give every dialog's a name screen readers announce.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    // A toast's message under its title is Mantine's gray.6 / dark.2 (3.3:1 and 3.5:1); the dimmed colour reads at AA.
    Notification: {
      // A toast's close button is an icon: without a name a screen reader announces an unnamed button.
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

// ---------------------------------------------------------------- contrast (WCAG AA, 4.5:1 for text)

function relativeLuminance(color: string): number {
  const { r, g, b } = toRgba(color);
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG contrast ratio of two opaque colours (#rrggbb or rgb()/rgba()). */
function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The colour, darkened in small steps until it reads on the background at 4.6:1 (a little above AA). */
function readableOn(color: string, background: string): string {
  let result = color;
  for (let step = 1; step <= 10 && contrastRatio(result, background) < 4.6; step += 1)
    result = darken(color, step * 0.06);
  return result;
}

/**
 * Mantine's defaults miss AA in a few places: dimmed text (gray.6 on white is 3.3:1), light
 * badges' text on their tint (yellow.9 on yellow.1 is under 3:1), coloured text on white (green.6
 * is 2.4:1) and primary-coloured text on the dark background. These variables fix them everywhere at once; the axe journey checks the result.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5c636a' };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    // Text on the colour's light tint (light badges, alerts), and coloured text on white (c="green").
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    light[`--mantine-color-${name}-text`] = readableOn(shades[6], '#f1f3f5');
  }
  // Dark theme: the light (secondary) buttons' tint was dark navy on dark grey, barely a button at all;
  // a stronger tint and a lighter label make them read as controls (and their text well above AA).
  const brand = resolved.colors.brand!;
  const tint = (alpha: number) => {
    const { r, g, b } = toRgba(brand[4]);
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  };
  return {
    variables: {},
    light,
    dark: {
      // #adb5bd reads at 4.5:1 or more on every dark surface (also the grey boxes, dark.5), where #9a9a9a fell to 4.0:1.
      '--mantine-color-dimmed': '#adb5bd',
      '--mantine-color-brand-light': tint(0.3),
      '--mantine-color-brand-light-hover': tint(0.4),
      '--mantine-color-brand-light-color': brand[1],
      '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
      '--mantine-color-brand-text': 'var(--mantine-color-brand-3)',
    },
  };
};
