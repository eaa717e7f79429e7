import type { ScreenStoryObj } from './screenStories';

/**
 * The stories of one screen keyed under a prefix (`Promotions` + `PopulatedEn` → `PromotionsPopulatedEn`), so that
 * one file can hold the screens of an area and Storybook shows them as "Promotions Populated En".
 */
export function prefixed<P extends string, K extends string>(
  prefix: P,
  stories: Record<K, ScreenStoryObj>,
): Record<`${P}${K}`, ScreenStoryObj> {
  return Object.fromEntries(
    Object.entries<ScreenStoryObj>(stories).map(([key, story]) => [`${prefix}${key}`, story]),
  ) as Record<`${P}${K}`, ScreenStoryObj>;
}

/** The entries of `record` under `keys` (the states a screen is shown in, of those it can be). */
export function pick<K extends string, V>(record: Record<K, V>, keys: readonly K[]): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Record<K, V>;
}
