import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: { light: 6, dark: 4 },
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
    Card: { defaultProps: { radius: 'lg' } },
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
  },
});
