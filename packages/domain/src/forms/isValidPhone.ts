import type { CountryCode } from 'libphonenumber-js/max';
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

import { LIMITS } from '../constants/index.js';

/**
 * Tells whether a phone number is valid for a country (the locale country, GB by default). National numbers
 * ('07400 123456') are read as that country's; international ones ('+44 …') must carry the country's calling
 * code, so a valid Hungarian number is refused for GB. Numbers of territories sharing the calling code (Jersey,
 * Guernsey, Isle of Man under +44) are accepted. Empty text or an unknown country gives false.
 *
 * @param value - the phone number as typed
 * @param country - ISO 3166-1 alpha-2 code of the locale country
 * @example
 * isValidPhone('07400 123456') // true
 * isValidPhone('+36 30 123 4567', 'GB') // false
 */
export function isValidPhone(
  value: string | null | undefined,
  country: CountryCode | (string & {}) = LIMITS.defaultPhoneCountry,
): boolean {
  if (typeof value !== 'string' || !isSupportedCountry(country)) return false;
  const phone = parsePhoneNumberFromString(value, country);
  return (
    phone !== undefined && phone.isValid() && phone.countryCallingCode === getCountryCallingCode(country)
  );
}
