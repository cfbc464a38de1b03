import themeInitScript from '../../public/theme-init.js?raw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredTheme, resolveTheme, THEME_STORAGE_KEY, themeColorSchemeManager } from './color-scheme';

function preferDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );
}

function runThemeInit(): string | null {
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  new Function(themeInitScript)();
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

describe('theme storage (docs/product/accounts.md#theme)', () => {
  afterEach(() => document.documentElement.removeAttribute('data-mantine-color-scheme'));

  it('uses the key "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('defaults to light when nothing is stored and the system has no dark preference', () => {
    preferDark(false);
    expect(readStoredTheme()).toBeNull();
    expect(resolveTheme()).toBe('light');
    expect(runThemeInit()).toBe('light');
  });

  it('follows the system preference only when nothing is stored', () => {
    preferDark(true);
    expect(resolveTheme()).toBe('dark');
    expect(runThemeInit()).toBe('dark');

    window.localStorage.setItem('theme', 'light');
    expect(resolveTheme()).toBe('light');
    expect(runThemeInit()).toBe('light');
  });

  it('uses a stored dark choice even when the system prefers light', () => {
    preferDark(false);
    window.localStorage.setItem('theme', 'dark');
    expect(resolveTheme()).toBe('dark');
    expect(runThemeInit()).toBe('dark');
  });

  it('ignores values other than light and dark', () => {
    preferDark(false);
    window.localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBeNull();
    expect(resolveTheme()).toBe('light');
    expect(runThemeInit()).toBe('light');
  });

  it('lets Mantine follow the system until a choice is made, then stores only light or dark', () => {
    const manager = themeColorSchemeManager();
    expect(manager.get('light')).toBe('auto');

    manager.set('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(manager.get('light')).toBe('dark');

    manager.set('light');
    expect(window.localStorage.getItem('theme')).toBe('light');

    manager.set('auto');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });
});
