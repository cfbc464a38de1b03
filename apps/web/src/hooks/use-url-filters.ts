import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing pauses before a search goes to the address (and the server). */
export const SEARCH_DEBOUNCE_MS = 350;

/** `?page=`: a whole number from 1; anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's filters and page kept in the address (`?search=&status=&page=`, next to the dashboard's
 * `?tab=`), so a filtered page can be reloaded, shared and reached with Back. Changing a filter goes
 * back to page 1 and replaces the history entry; turning a page adds one.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<K, string>;
  const page = readPage(searchParams.get('page'));

  const update = (changes: Partial<Record<K | 'page', string | undefined>>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries<string | undefined>(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: !('page' in changes) },
    );

  const setPage = (next: number) => update({ page: String(next) } as Partial<Record<K | 'page', string>>);

  return { values, page, update, setPage };
}

/**
 * The text typed in a search box, written to the address after a pause. The address wins when it
 * changes on its own (Back, a link), so the box always shows what the list is filtered by; when it
 * changes because this box wrote it, what was typed since stays (on a slow device the pause can end
 * between two keys, and the box lost the later ones: "north" became "norh").
 */
export function useDebouncedSearch(urlValue: string, commit: (value: string) => void) {
  const [typed, setTyped] = useState(urlValue);
  const [synced, setSynced] = useState(urlValue);
  const [written, setWritten] = useState<string | null>(null);
  const write = useDebouncedCallback((value: string) => {
    setWritten(value.trim());
    commit(value.trim());
  }, SEARCH_DEBOUNCE_MS);
  if (synced !== urlValue) {
    setSynced(urlValue);
    if (urlValue !== written && typed.trim() !== urlValue) setTyped(urlValue);
  }
  const type = (value: string) => {
    setTyped(value);
    write(value);
  };
  return { typed, type };
}
