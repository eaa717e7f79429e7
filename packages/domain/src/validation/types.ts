/**
 * The shape every `validate*` function returns: final-form's, with errors keyed by field path
 * (`items.0.quantity`, `rows.1.codes.default`) and holding message codes, never user-facing text.
 */
export interface ValidationResult {
  valid: boolean;
  errors: Record<string, ValidationCode>;
}

/**
 * Message codes of the validators. The apps map each code to text; the spec shows 'Invalid' for all of them,
 * except where the configuration supplies its own message (a cost-code regex error), which is passed through.
 */
export type ValidationCode =
  | 'required'
  | 'invalid'
  | 'format'
  | 'min'
  | 'max'
  | 'integer'
  | 'order'
  | 'overlap'
  | 'sum'
  | 'decimals'
  | 'not-in-list'
  | 'leading-space'
  | 'past'
  | 'empty'
  | (string & {});
