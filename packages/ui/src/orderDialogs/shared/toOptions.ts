import type { SelectOption } from '../../Form';

/**
 * Select options for a list of codes, labelled through the given texts.
 * @example toOptions(['platform'], { platform: 'Platform' }) // [{ id: 'platform', label: 'Platform' }]
 */
export function toOptions<K extends string>(codes: readonly K[], texts: Record<K, string>): SelectOption[] {
  return codes.map((code) => ({ id: code, label: texts[code] }));
}
