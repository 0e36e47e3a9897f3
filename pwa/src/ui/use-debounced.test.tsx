import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useDebounced } from './use-debounced.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('keeps the first value until the typing has paused for 300 ms', () => {
    const { result, rerender } = renderHook(({ text }) => useDebounced(text), {
      initialProps: { text: '' },
    });
    rerender({ text: 'c' });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    rerender({ text: 'cl' });
    // Each keystroke restarts the wait: 299 ms after 'cl' nothing has settled yet.
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('cl');
  });

  it('waits for the delay it is given', () => {
    const { result, rerender } = renderHook(({ text }) => useDebounced(text, 50), {
      initialProps: { text: 'a' },
    });
    rerender({ text: 'b' });
    act(() => vi.advanceTimersByTime(49));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('b');
  });
});
