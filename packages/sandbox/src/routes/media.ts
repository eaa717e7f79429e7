import type { Hono } from 'hono';

import type { SandboxContext, SandboxEnv } from '../context.js';
import { principalOf, requireRole } from '../context.js';
import { API, ApiProblem, ValidationProblem } from '../hydra.js';

/** The image types a form may upload (logos, banners, tag images). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** The largest image stored, in bytes. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Media objects: `POST /media-objects` (multipart `file`, a signed-in back-office user) stores an image chosen in
 * a form and answers its id and URL; `GET /public/media/{id}` serves it without a login, so an `<img>` can show it.
 */
export function registerMedia(app: Hono<SandboxEnv>, { store }: SandboxContext): void {
  app.post(`${API}/media-objects`, async (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_RESTAURANT', 'ROLE_EXTRA_BILLING_ACCESS');
    const form = await c.req.parseBody().catch(() => {
      throw new ApiProblem(400, 'Send the image as multipart/form-data with a "file" part.');
    });
    const upload = form.file;
    if (!(upload instanceof File)) {
      throw new ValidationProblem([{ propertyPath: 'file', message: 'Choose an image to upload.' }]);
    }
    if (!IMAGE_TYPES.includes(upload.type)) {
      throw new ValidationProblem([
        { propertyPath: 'file', message: 'Upload a JPEG, PNG, WebP or GIF image.' },
      ]);
    }
    if (upload.size > MEDIA_MAX_BYTES) {
      throw new ValidationProblem([{ propertyPath: 'file', message: 'The image is larger than 5 MB.' }]);
    }
    // btoa, not Buffer: this entry also runs in the browser (Storybook, the app's tests).
    let binary = '';
    for (const byte of new Uint8Array(await upload.arrayBuffer())) binary += String.fromCharCode(byte);
    const content = btoa(binary);
    const id = store.nextId('media-objects');
    store.insert('media-objects', { id, type: upload.type, size: upload.size, content });
    const url = `${API}/public/media/${id}`;
    return c.json(
      { '@id': `${API}/media-objects/${id}`, '@type': 'MediaObject', id, url, contentUrl: url },
      201,
    );
  });

  app.get(`${API}/public/media/:id`, (c) => {
    const record = store.get('media-objects', c.req.param('id'));
    if (!record || typeof record.content !== 'string' || typeof record.type !== 'string') {
      throw new ApiProblem(404, 'Not Found');
    }
    const bytes = Uint8Array.from(atob(record.content), (char) => char.charCodeAt(0));
    return c.body(bytes, 200, {
      'Content-Type': record.type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
