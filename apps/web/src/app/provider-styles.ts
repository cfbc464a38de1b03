// Mantine's own two <style>s — the theme's CSS variables (light and dark, through cssVariablesResolver) and
// the global classes (hiddenFrom/visibleFrom) — drawn once by Mantine itself from the same theme, for the
// head of index.html (vite.config.ts#providerStylesInHead). The provider draws them inside the page's
// elements otherwise, where HTML does not allow <style> (issue 39, decision 041); app/provider.tsx turns
// them off there. Imported by the build only: no '@/' paths here.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

/** Reads and stores nothing: the markup of the styles does not depend on the scheme. */
const noStorage: MantineColorSchemeManager = {
  get: (defaultValue: MantineColorScheme) => defaultValue,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/** The `<style>` elements MantineProvider would draw for this theme, as HTML. */
export function providerStyles(): string {
  return renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, colorSchemeManager: noStorage }),
  );
}
