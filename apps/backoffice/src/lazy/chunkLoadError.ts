/** A screen chunk that failed to load (network, a new deployment, or the chunk timeout). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** True for a failed script or style chunk, whatever the bundler or browser called it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i.test(
      error.message,
    )
  );
}
