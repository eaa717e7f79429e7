import type { Allowance, Company, CustomExport, Todo, User } from '@backoffice/domain';
import { array, boolean, object, record, string, type, union, unknown } from 'superstruct';

import { action, seg } from '../client/action.js';
import type { ApiClient, DownloadedFile, QueryParams } from '../client/createApiClient.js';
import type { ListResult } from '../client/hydra.js';
import { hydraCollection, toListResult } from '../client/hydra.js';
import { IdStruct, LooseEntityStruct, maybe } from '../client/structs.js';
import {
  AllowanceStruct,
  CompanyStruct,
  CustomExportStruct,
  TodoStruct,
  UserStruct,
} from '../resources/entities.struct.js';

/** PUT /users/{id} with enabled true or false. */
export const setUserEnabled = (client: ApiClient, id: string | number, enabled: boolean): Promise<User> =>
  action(client, 'setUserEnabled', 'PUT', `/users/${seg(id)}`, UserStruct, { body: { enabled } });
/** PUT /company-allowances/{id} with isActive. */
export const setAllowanceActive = (
  client: ApiClient,
  id: string | number,
  isActive: boolean,
): Promise<Allowance> =>
  action(client, 'setAllowanceActive', 'PUT', `/company-allowances/${seg(id)}`, AllowanceStruct, {
    body: { isActive },
  });
/** PUT /companies/{id}/clone. */
export const cloneCompany = (client: ApiClient, id: string | number): Promise<Company> =>
  action(client, 'cloneCompany', 'PUT', `/companies/${seg(id)}/clone`, CompanyStruct);
/** POST /todo-lists/{id}/finish. */
export const finishTodoList = (client: ApiClient, id: string | number): Promise<Todo> =>
  action(client, 'finishTodoList', 'POST', `/todo-lists/${seg(id)}/finish`, TodoStruct);

/** PUT /translations/{id}/clone, with what the copy changes (e.g. its key or locale). */
export const cloneTranslation = (client: ApiClient, id: string | number, body: object = {}) =>
  action(client, 'cloneTranslation', 'PUT', `/translations/${seg(id)}/clone`, LooseEntityStruct, { body });
/** PUT /translations/{id}/translate with the body. */
export const translateTranslation = (client: ApiClient, id: string | number, body: object) =>
  action(client, 'translateTranslation', 'PUT', `/translations/${seg(id)}/translate`, LooseEntityStruct, {
    body,
  });

const AuditList = hydraCollection(LooseEntityStruct);
/** GET /auditLog/{type}/{id}: the audit entries of one entity (fields not shown: kept as sent). */
export const getAuditLogFor = async (client: ApiClient, entityType: string, id: string | number) => {
  const answer = await action(
    client,
    'getAuditLogFor',
    'GET',
    `/auditLog/${seg(entityType)}/${seg(id)}`,
    union([AuditList, array(LooseEntityStruct)]),
  );
  return Array.isArray(answer) ? { items: answer, total: answer.length } : toListResult(answer);
};

const SettingsStruct = union([
  hydraCollection(LooseEntityStruct),
  array(LooseEntityStruct),
  record(string(), unknown()),
]);
/** GET /dynamic_settings (fields not shown: kept as sent). */
export const getDynamicSettings = (client: ApiClient) =>
  action(client, 'getDynamicSettings', 'GET', '/dynamic_settings', SettingsStruct);
/** PUT /dynamic_settings/{id} with the setting as read and changed (generic CRUD update). */
export const updateDynamicSettings = (client: ApiClient, id: string | number, body: object) =>
  action(client, 'updateDynamicSettings', 'PUT', `/dynamic_settings/${seg(id)}`, LooseEntityStruct, { body });

/** One choice of a select: value and label typed, the rest kept. */
export const SelectOptionStruct = type({
  value: maybe(union([IdStruct, boolean()])),
  label: maybe(string()),
  id: maybe(IdStruct),
  name: maybe(string()),
});
/** GET /select-options/{entity} with params (allergens-suitability uses translate=0). */
export async function getSelectOptions(
  client: ApiClient,
  entity: string,
  query: QueryParams = {},
  options: { signal?: AbortSignal } = {},
) {
  const answer = await action(
    client,
    'getSelectOptions',
    'GET',
    `/select-options/${seg(entity)}`,
    union([hydraCollection(SelectOptionStruct), array(SelectOptionStruct)]),
    {
      query: entity === 'allergens-suitability' ? { translate: 0, ...query } : query,
      ...options,
    },
  );
  return Array.isArray(answer) ? answer : toListResult(answer).items;
}

/** PUT /custom-export/{id}/clone. */
export const cloneCustomExport = (client: ApiClient, id: string | number): Promise<CustomExport> =>
  action(client, 'cloneCustomExport', 'PUT', `/custom-export/${seg(id)}/clone`, CustomExportStruct);
/** GET /custom-export/{id}. */
export const getCustomExport = (client: ApiClient, id: string | number): Promise<CustomExport> =>
  action(client, 'getCustomExport', 'GET', `/custom-export/${seg(id)}`, CustomExportStruct);
/** Public custom export data: GET /public/custom-export/{id}?token&json=1&params=<JSON>. */
/** The tabular form of a public custom export: column names and one array of cells per row. */
const TableStruct = object({ columns: array(string()), rows: array(array(unknown())) });
export async function getPublicCustomExport(
  client: ApiClient,
  id: string | number,
  input: { token: string; params?: object },
): Promise<ListResult<Record<string, unknown>>> {
  const answer = await action(
    client,
    'getPublicCustomExport',
    'GET',
    `/public/custom-export/${seg(id)}`,
    union([hydraCollection(record(string(), unknown())), array(record(string(), unknown())), TableStruct]),
    {
      query: { token: input.token, json: 1, params: JSON.stringify(input.params ?? {}) },
    },
  );
  if (Array.isArray(answer)) return { items: answer, total: answer.length };
  if ('columns' in answer && 'rows' in answer) {
    // A table answer: one record per row, keyed by the column names.
    const { columns, rows } = answer;
    const items = rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])));
    return { items, total: items.length };
  }
  return toListResult(answer);
}
/** Public custom export as a file: GET /public/custom-export/{id}?token&params=<JSON>. */
export const downloadPublicCustomExport = (
  client: ApiClient,
  id: string | number,
  input: { token: string; params?: object },
): Promise<DownloadedFile> =>
  client.download({
    call: 'downloadPublicCustomExport',
    method: 'GET',
    path: `/public/custom-export/${seg(id)}`,
    query: { token: input.token, params: JSON.stringify(input.params ?? {}) },
    fallbackFileName: `custom-export-${id}.csv`,
  });
/** File export: GET /custom-export/{id}/export with bracket params; named by content-disposition. */
export const exportCustomExport = (
  client: ApiClient,
  id: string | number,
  query: QueryParams = {},
): Promise<DownloadedFile> =>
  client.download({
    call: 'exportCustomExport',
    method: 'GET',
    path: `/custom-export/${seg(id)}/export`,
    query,
    fallbackFileName: `custom-export-${id}.csv`,
  });
