/** One cost-code field of a row, with its rules merged from the configuration. */
export interface CostCodeField {
  /** 'default' for the main code, otherwise the additional code field's id. */
  id: string;
  title: string | null;
  /** The values offered; empty when the field is free text. */
  list: string[];
  required: boolean;
  /** Only values of `list` are accepted (a super admin may type free text). */
  onlyFromList: boolean;
  /** The configured pattern, as written in the configuration. */
  regex: string | null;
  /** The configured message shown instead of the default code when the pattern does not match. */
  regexError: string | null;
  placeholder: string | null;
}

/** Who is validating cost codes: a super admin may type values outside a list. */
export interface CostCodeValidationContext {
  isSuperAdmin: boolean;
}
