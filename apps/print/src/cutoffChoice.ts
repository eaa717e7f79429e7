import { parseCutoff } from '@backoffice/domain';

/**
 * The cutoff a printout opens with: the link's, else the first still ahead of now, else the latest; null when
 * there are no cutoffs.
 */
export function defaultCutoff(
  cutoffs: readonly string[],
  requested: string | null,
  now: Date,
): string | null {
  if (requested) return requested;
  const ahead = cutoffs.find((cutoff) => (parseCutoff(cutoff)?.getTime() ?? 0) >= now.getTime());
  return ahead ?? cutoffs[cutoffs.length - 1] ?? null;
}

/** Writes the chosen cutoff into the address (so a reload or a shared link keeps it), without a new entry. */
export function rememberCutoff(cutoff: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('cutoffTime', cutoff);
  window.history.replaceState(null, '', url);
}
