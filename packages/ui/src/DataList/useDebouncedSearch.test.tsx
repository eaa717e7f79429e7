import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDebouncedSearch } from './useDebouncedSearch';

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('emits once, 800 ms after the last keystroke', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch({ value: '', onChange }));
    act(() => result.current.setText('p'));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.setText('pi'));
    act(() => vi.advanceTimersByTime(799));
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.text).toBe('pi');
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('pi');
  });

  it('emits at once on commit and drops the pending emit', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch({ value: '', onChange }));
    act(() => result.current.setText('pizza'));
    act(() => result.current.commit());
    expect(onChange).toHaveBeenCalledWith('pizza');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps what the user typed after the app echoes an earlier search', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useDebouncedSearch({ value, onChange }), {
      initialProps: { value: '' },
    });
    act(() => result.current.setText('piz'));
    act(() => vi.advanceTimersByTime(800));
    act(() => result.current.setText('pizza'));
    rerender({ value: 'piz' });
    expect(result.current.text).toBe('pizza');
  });

  it('takes a new search from the app, e.g. when filters are cleared', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useDebouncedSearch({ value, onChange }), {
      initialProps: { value: 'pizza' },
    });
    expect(result.current.text).toBe('pizza');
    rerender({ value: '' });
    expect(result.current.text).toBe('');
  });
});
