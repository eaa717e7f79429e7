/** The session and the config loaded at start (section 3 of the orders spec). */

export type Role =
  | 'ROLE_ADMIN'
  | 'ROLE_COMPANY'
  | 'ROLE_RESTAURANT'
  | 'ROLE_EXTRA_BILLING_ACCESS'
  | 'ROLE_USER_PROFILE_CREATE'
  | 'ROLE_EXPENSE_CODE_EDIT';

/** A managed company or restaurant as the token names it. */
export interface ManagedEntity {
  iri: string;
  id: number | string;
}

/** Claims of the session token. */
export interface TokenClaims {
  /** The login e-mail. */
  username: string;
  roles: Array<Role | (string & {})>;
  managed_companies?: ManagedEntity[];
  managed_restaurants?: ManagedEntity[];
  id: number | string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
  custom_export_edit_enabled?: boolean;
}

/** What the route guard needs to know of the signed-in user; null when nobody is signed in. */
export interface Session {
  roles: ReadonlyArray<Role | (string & {})>;
}

/** A locale the platform offers, with the version of its remote translations. */
export interface AvailableLocale {
  code: string;
  version?: string | number | null;
}

/** GET /api/v1/configs. */
export interface PlatformConfig {
  currencyCode: string;
  currencyLocale: string;
  availableLocales: AvailableLocale[];
  defaultLocale: string;
  googleMapsApiKey?: string | null;
  googleMapsDefaultCenter?: { lat: number; lng: number } | null;
  country: string;
  latestTermsVersion?: string | number | null;
  latestPrivacyVersion?: string | number | null;
}
