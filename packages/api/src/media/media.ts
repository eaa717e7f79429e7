import type { Media } from '@backoffice/domain';
import { string, type } from 'superstruct';

import { action } from '../client/action.js';
import type { ApiClient } from '../client/createApiClient.js';
import { IdStruct, maybe } from '../client/structs.js';

/** A stored image or file as the platform answers an upload: its id and where it can be read. */
const MediaObjectStruct = type({ id: IdStruct, url: maybe(string()), contentUrl: maybe(string()) });

/**
 * POST /media-objects (multipart `file`): stores an image chosen in a form, so the entity can point at it.
 * @example const logo = await uploadMedia(client, file); await brands.update(client, 1, { logo })
 */
export async function uploadMedia(client: ApiClient, file: Blob, fileName = 'upload'): Promise<Media> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : fileName);
  const stored = await action(client, 'uploadMedia', 'POST', '/media-objects', MediaObjectStruct, {
    body: form,
  });
  return {
    id: stored.id,
    url: stored.url ?? stored.contentUrl ?? null,
    contentUrl: stored.contentUrl ?? null,
  };
}
