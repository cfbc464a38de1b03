import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-url-filters';

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = () => {
    const commit = vi.fn();
    const hook = renderHook(({ urlValue }) => useDebouncedSearch(urlValue, commit), {
      initialProps: { urlValue: '' },
    });
    return { commit, ...hook };
  };

  it('keeps what was typed after the pause when the address catches up with its own write', () => {
    const { commit, result, rerender } = render();
    act(() => result.current.type('nor'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenLastCalledWith('nor');
    // A key lands before the address shows the write (a slow device): it must not be lost.
    act(() => result.current.type('nort'));
    rerender({ urlValue: 'nor' });
    expect(result.current.typed).toBe('nort');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenLastCalledWith('nort');
  });

  it('shows the address when it changes on its own (Back, a link)', () => {
    const { result, rerender } = render();
    act(() => result.current.type('maya'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    rerender({ urlValue: 'maya' });
    rerender({ urlValue: 'leo' });
    expect(result.current.typed).toBe('leo');
  });
});
