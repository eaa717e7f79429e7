import type { ReactNode } from 'react';
import { createContext } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

/** Renders one of the kit's buttons as React Aria's button, with the kit's class and content. */
export type AriaButtonRender = (
  props: AriaButtonProps & { className: string; children: ReactNode },
) => ReactNode;

/**
 * Set by `WithAriaButtons` around the React Aria containers that hand their buttons props through React Aria's
 * own contexts (dialog, file and tooltip triggers, a dialog's close slot, a grid list's rows). Outside them the
 * kit's buttons are native (`private/NativeButton.tsx`), so the first screens do not load React Aria's press code.
 */
export const AriaButtonScope = createContext<AriaButtonRender | null>(null);
