import { useId } from 'react';

/** The ids that tie a control to its {@link FieldFrame} label, description and error. */
export interface FieldFrameIds {
  /** The focusable control's id (the label's `htmlFor`). */
  input: string;
  label: string;
  description: string;
  error: string;
}

/** Options of {@link useFieldFrameIds}: what the frame shows, so only present texts are referenced. */
export interface UseFieldFrameIdsOptions {
  description?: string;
  errorMessage?: string;
}

/**
 * Ids for a control that is not built on a RAC field (rich text, uploads, a checkbox with its own label): pass
 * `ids` to `<FieldFrame ids={ids}>` and spread `controlProps` on the focusable element, which then gets its
 * label, its description and error (aria-describedby) and `aria-invalid` while an error shows.
 */
export function useFieldFrameIds({ description, errorMessage }: UseFieldFrameIdsOptions): {
  ids: FieldFrameIds;
  controlProps: {
    id: string;
    'aria-labelledby': string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  };
} {
  const base = useId();
  const ids: FieldFrameIds = {
    input: `${base}-input`,
    label: `${base}-label`,
    description: `${base}-description`,
    error: `${base}-error`,
  };
  const describedBy = [
    description ? ids.description : undefined,
    errorMessage ? ids.error : undefined,
  ].filter((id) => id !== undefined);
  return {
    ids,
    controlProps: {
      id: ids.input,
      'aria-labelledby': ids.label,
      ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
      ...(errorMessage ? { 'aria-invalid': true as const } : {}),
    },
  };
}
