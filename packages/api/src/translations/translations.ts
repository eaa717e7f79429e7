import { define } from 'superstruct';

import { action, seg } from '../client/action.js';
import type { ApiClient } from '../client/createApiClient.js';

// A module of its own: the app loads the platform's translations at boot, before any screen, and importing them
// from the admin calls would bring every entity struct into its first chunk.

/** Nested translation messages: strings, or objects of them. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

function isTree(value: unknown): value is TranslationTree {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || isTree(v))
  );
}

const TranslationTreeStruct = define<TranslationTree>('TranslationTree', isTree);

/** GET /public/translations/{locale}/{namespace}: a flat or nested object of strings. */
export async function loadTranslations(
  client: ApiClient,
  locale: string,
  namespace: string,
): Promise<TranslationTree> {
  return action(
    client,
    'loadTranslations',
    'GET',
    `/public/translations/${seg(locale)}/${seg(namespace)}`,
    TranslationTreeStruct,
  );
}
