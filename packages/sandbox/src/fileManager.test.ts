import { beforeEach, describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;
const members = (body: Json) => (body['hydra:member'] ?? []) as Json[];

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 5 });
});

async function upload(
  path: string,
  file: { name: string; text: string },
  fields: Record<string, string> = {},
  as = 'admin@example.com',
) {
  const { token } = await sandbox.login(as);
  const form = new FormData();
  form.set('file', new File([file.text], file.name, { type: 'application/pdf' }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await sandbox.fetch(
    new Request(`http://sandbox${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}

describe('the file manager', () => {
  const base = '/api/v1/file-manager/company/1';

  it('creates, renames and deletes a folder, and refuses a name that already exists', async () => {
    const created = await sandbox.call('POST', `${base}/folders`, { body: { title: 'Contracts' } });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const again = await sandbox.call('POST', `${base}/folders`, { body: { title: ' contracts ' } });
    expect(again.status).toBe(400);
    expect(again.body.violations).toEqual([
      { propertyPath: 'title', message: 'A folder with this name already exists.' },
    ]);
    // The same name is free for another company.
    expect(
      (await sandbox.call('POST', '/api/v1/file-manager/company/2/folders', { body: { title: 'Contracts' } }))
        .status,
    ).toBe(201);

    const other = await sandbox.call('POST', `${base}/folders`, { body: { title: 'Letters' } });
    const clash = await sandbox.call('PUT', `${base}/folders/${String(other.body.id)}`, {
      body: { title: 'Contracts' },
    });
    expect(clash.status).toBe(400);
    const renamed = await sandbox.call('PUT', `${base}/folders/${id}`, { body: { title: 'Contracts 2026' } });
    expect(renamed.body.title).toBe('Contracts 2026');
    // Keeping its own name is no clash.
    expect(
      (await sandbox.call('PUT', `${base}/folders/${id}`, { body: { title: 'Contracts 2026' } })).status,
    ).toBe(200);

    expect((await sandbox.call('DELETE', `${base}/folders/${id}`)).status).toBe(204);
    const titles = members((await sandbox.call('GET', `${base}/folders`)).body).map((folder) => folder.title);
    expect(titles).not.toContain('Contracts 2026');
    expect(titles).toContain('Letters');
  });

  it('refuses a file title that already exists in the same folder, on upload and on rename', async () => {
    const folder = await sandbox.call('POST', `${base}/folders`, { body: { title: 'Uploads' } });
    const fields = { title: 'Statement', folder: String(folder.body.id) };
    const first = await upload(`${base}/files`, { name: 'a.pdf', text: '%PDF a' }, fields);
    expect(first.status).toBe(201);
    const second = await upload(`${base}/files`, { name: 'b.pdf', text: '%PDF b' }, fields);
    expect(second.status).toBe(400);
    expect(second.body.violations).toEqual([
      { propertyPath: 'title', message: 'A file with this name already exists.' },
    ]);
    // Outside the folder the title is free.
    const loose = await upload(`${base}/files`, { name: 'c.pdf', text: '%PDF c' }, { title: 'Statement' });
    expect(loose.status).toBe(201);
    const other = await upload(
      `${base}/files`,
      { name: 'd.pdf', text: '%PDF d' },
      { ...fields, title: 'Other' },
    );
    const clash = await sandbox.call('PUT', `${base}/files/${String(other.body.id)}`, {
      body: { title: 'statement' },
    });
    expect(clash.status).toBe(400);
    expect(
      (await sandbox.call('PUT', `${base}/files/${String(other.body.id)}`, { body: { title: 'Renamed' } }))
        .body.title,
    ).toBe('Renamed');
  });

  it('lets a company admin and a restaurant admin read and download only their own files', async () => {
    const companyFiles = await sandbox.call('GET', `${base}/files`, { as: 'company@example.com' });
    expect(companyFiles.status).toBe(200);
    const fileId = String(members(companyFiles.body)[0]?.id);
    const download = await sandbox.call('GET', `${base}/files/${fileId}/download`, {
      as: 'company@example.com',
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('invoice-company-1-');
    expect((await sandbox.call('GET', `${base}/folders`, { as: 'company@example.com' })).status).toBe(200);

    expect(
      (await sandbox.call('GET', '/api/v1/file-manager/company/2/files', { as: 'company@example.com' }))
        .status,
    ).toBe(403);
    expect(
      (await sandbox.call('GET', '/api/v1/file-manager/restaurant/1/files', { as: 'company@example.com' }))
        .status,
    ).toBe(403);
    expect(
      (await sandbox.call('GET', '/api/v1/file-manager/restaurant/1/files', { as: 'restaurant@example.com' }))
        .status,
    ).toBe(200);
    expect(
      (await sandbox.call('GET', '/api/v1/file-manager/restaurant/2/files', { as: 'restaurant@example.com' }))
        .status,
    ).toBe(403);
    expect((await sandbox.call('GET', `${base}/files`, { as: 'restaurant@example.com' })).status).toBe(403);

    // Reading is all they may do.
    expect(
      (await sandbox.call('POST', `${base}/folders`, { as: 'company@example.com', body: { title: 'Mine' } }))
        .status,
    ).toBe(403);
    expect(
      (await sandbox.call('DELETE', `${base}/files/${fileId}`, { as: 'company@example.com' })).status,
    ).toBe(403);
    expect(
      (await upload(`${base}/files`, { name: 'x.pdf', text: '%PDF' }, {}, 'company@example.com')).status,
    ).toBe(403);
  });
});
