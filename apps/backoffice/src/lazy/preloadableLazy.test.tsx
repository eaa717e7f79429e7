import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Component as ReactComponent, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { isChunkLoadError } from './chunkLoadError';
import { preloadableLazy } from './preloadableLazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends ReactComponent<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <p>Chunk error: {String(isChunkLoadError(this.state.error))}</p>
    );
  }
}

const renderIn = (element: React.ReactNode) =>
  render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const { Component, preload } = preloadableLazy(() => Promise.resolve(Greeting));
    await preload();
    renderIn(<Component name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends until its code is in when it was not preloaded', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const { Component } = preloadableLazy(() => new Promise<typeof Greeting>((settle) => (resolve = settle)));
    renderIn(<Component name="Ada" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it("shows its own fallback, not the boundary's, until its code is in when given one", async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const { Component } = preloadableLazy(() => new Promise<typeof Greeting>((settle) => (resolve = settle)));
    renderIn(<Component name="Ada" fallback={<p>Opening the screen</p>} />);
    expect(screen.getByText('Opening the screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Opening the screen')).not.toBeInTheDocument();
  });

  it('hands a failed load to the nearest error boundary when given a fallback', async () => {
    let reject: (error: Error) => void = () => undefined;
    const { Component } = preloadableLazy(() => new Promise<typeof Greeting>((_, fail) => (reject = fail)));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <Component name="Ada" fallback={<p>Opening the screen</p>} />
        </Boundary>,
      );
      await act(async () => reject(new TypeError('Failed to fetch')));
      expect(await screen.findByText('Chunk error: true')).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });

  it('loads once, and tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Greeting);
    const { preload } = preloadableLazy(load);
    const failure = await preload().catch((error: unknown) => error);
    expect(isChunkLoadError(failure)).toBe(true);
    await expect(preload()).resolves.toBe(Greeting);
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on code that does not arrive within the timeout, with a chunk error', async () => {
    vi.useFakeTimers();
    try {
      const { preload } = preloadableLazy(() => new Promise<typeof Greeting>(() => undefined), 1000);
      const failure = preload().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000);
      expect(isChunkLoadError(await failure)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
