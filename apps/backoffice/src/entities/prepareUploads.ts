import type { ApiClient } from '@backoffice/api';
import { uploadMedia } from '@backoffice/api';

/**
 * Uploads every newly chosen image of a payload (a `File` in a top-level field) and puts the stored media in its
 * place, so the entity is saved pointing at it. Other values pass unchanged; the payload is not changed.
 */
export async function prepareUploads<P extends object>(client: ApiClient, payload: P): Promise<P> {
  const entries = await Promise.all(
    Object.entries(payload).map(async ([key, value]: [string, unknown]) =>
      typeof File !== 'undefined' && value instanceof File
        ? ([key, await uploadMedia(client, value)] as const)
        : ([key, value] as const),
    ),
  );
  return Object.fromEntries(entries) as P;
}
