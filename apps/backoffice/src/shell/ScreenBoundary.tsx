import type { ReactNode } from 'react';
import { Component } from 'react';

import { isChunkLoadError } from '../lazy/chunkLoadError';

/** Props of {@link ScreenBoundary}. */
export interface ScreenBoundaryProps {
  /** What to show when a screen chunk failed to load (the offer to reload). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches a failed script or style chunk of a screen (section 8: ChunkLoadError or a style chunk failure) and
 * shows the fallback; any other error passes on.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean } {
    if (isChunkLoadError(error)) return { failed: true };
    throw error;
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
