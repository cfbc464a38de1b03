// Theme storage (docs/product/accounts.md#theme): the choice is kept under localStorage `theme` as 'light' or
// 'dark'; default light; the system preference is followed only when nothing is stored.
// public/theme-init.js applies the same rule before React mounts, so there is no flash.

import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

export const THEME_STORAGE_KEY = 'theme';

export type StoredTheme = 'light' | 'dark';

const isStoredTheme = (value: unknown): value is StoredTheme => value === 'light' || value === 'dark';

export function readStoredTheme(): StoredTheme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isStoredTheme(value) ? value : null;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  try {
    return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

/** The scheme to show now: the stored one, else the system's, else light. */
export function resolveTheme(): StoredTheme {
  return readStoredTheme() ?? (systemPrefersDark() ? 'dark' : 'light');
}

/**
 * Mantine colour-scheme manager backed by the `theme` key. With nothing stored it answers 'auto',
 * so Mantine follows the system (and keeps following it live) until the user picks a theme.
 * It only ever writes 'light' or 'dark'.
 */
export function themeColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: () => readStoredTheme() ?? 'auto',
    set: (value: MantineColorScheme) => {
      try {
        if (isStoredTheme(value)) window.localStorage.setItem(THEME_STORAGE_KEY, value);
        else window.localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // Storage unavailable: the choice lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== THEME_STORAGE_KEY) return;
        onUpdate(isStoredTheme(event.newValue) ? event.newValue : 'auto');
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // nothing to clear
      }
    },
  };
}
