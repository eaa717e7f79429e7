/** A value a query string can carry. `undefined` is accepted when writing and dropped. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

/** The parameters of a query string, by name. */
export type QueryParams = { [key: string]: QueryValue };
