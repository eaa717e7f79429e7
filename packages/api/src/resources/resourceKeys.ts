import type { QueryParams } from '../client/createApiClient.js';

/** SWR keys of a generic resource; every key starts with the resource name so a mutation can revalidate them all. */
export const resourceKeys = {
  all: (name: string) => [name] as const,
  list: (name: string, query: QueryParams = {}) => [name, 'list', query] as const,
  detail: (name: string, id: string | number) => [name, 'detail', String(id)] as const,
};

/** True for keys of the given resource (for `mutate(matcher)`). */
export function isKeyOf(name: string) {
  return (key: unknown): boolean => Array.isArray(key) && key[0] === name;
}
