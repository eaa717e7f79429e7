import { useState } from 'react';

/**
 * Whether an overlay has been open: `false` until the first render in which `isOpen` is `true`, and `true` from
 * that render on. An overlay whose code loads when it first opens renders nothing before, and stays mounted after
 * it closes, so that it can animate out. `undefined` counts as closed.
 * @example
 * function LazyExportDialog(props: ExportDialogProps) {
 *   const isUsed = useOpenedOnce(props.isOpen);
 *   if (!isUsed) return null;
 *   return (
 *     <Suspense fallback={null}>
 *       <ExportDialogPart {...props} />
 *     </Suspense>
 *   );
 * }
 */
export function useOpenedOnce(isOpen: boolean | undefined): boolean {
  const [wasOpen, setWasOpen] = useState(isOpen === true);
  // Stored during the render, as React's state from a prop's change: no commit shows the overlay unmounted first.
  if (isOpen === true && !wasOpen) setWasOpen(true);
  return wasOpen || isOpen === true;
}
