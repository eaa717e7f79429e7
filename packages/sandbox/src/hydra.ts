import type { Violation } from '@backoffice/domain';

import type { StoredRecord } from './store.js';

/** Base path of the platform API. */
export const API = '/api/v1';

/** The IRI of a record: /api/v1/{base}/{id}. */
export function iri(base: string, id: string | number): string {
  return `${API}/${base}/${id}`;
}

/** The id part of an IRI or an id as text ('/api/v1/companies/1' and 1 both give '1'). */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const match = /^\/api\/v1\/[^?]+\/([^/?]+)$/.exec(value);
    return match?.[1] ?? value;
  }
  if (typeof value === 'object' && value !== null && 'id' in value) {
    const id = (value as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return undefined;
}

/** A record as an API item: '@id', '@type' and its fields. */
export function toItem(base: string, type: string, record: StoredRecord): Record<string, unknown> {
  return { '@id': iri(base, record.id), '@type': type, ...record };
}

/** The view block of a paginated collection. */
export function hydraView(
  path: string,
  search: URLSearchParams,
  page: number,
  lastPage: number,
): Record<string, unknown> {
  const at = (target: number): string => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    return `${path}?${params.toString()}`;
  };
  const view: Record<string, unknown> = {
    '@id': at(page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': at(1),
    'hydra:last': at(lastPage),
  };
  if (page > 1) view['hydra:previous'] = at(page - 1);
  if (page < lastPage) view['hydra:next'] = at(page + 1);
  return view;
}

/** A hydra collection answer. */
export function hydraCollection(
  type: string,
  path: string,
  members: unknown[],
  total: number,
  view?: Record<string, unknown>,
): Record<string, unknown> {
  return {
    '@context': `${API}/contexts/${type}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
    ...(view ? { 'hydra:view': view } : {}),
  };
}

/** An error the API answers with a status and a hydra error body. */
export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string | number | undefined;
  constructor(status: number, message: string, code?: string | number) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** A 400 with violations. */
export class ValidationProblem extends Error {
  readonly violations: Violation[];
  constructor(violations: Violation[]) {
    super(violations.map((violation) => `${violation.propertyPath}: ${violation.message}`).join('\n'));
    this.violations = violations;
  }
}

/** The body of a 400 violation list. */
export function violationBody(violations: Violation[]): Record<string, unknown> {
  return {
    '@context': `${API}/contexts/ConstraintViolationList`,
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': violations
      .map((violation) => `${violation.propertyPath}: ${violation.message}`)
      .join('\n'),
    violations,
  };
}

/** The body of any other error. */
export function errorBody(status: number, message: string, code?: string | number): Record<string, unknown> {
  if (status === 401) return { code: 401, message };
  return {
    '@context': `${API}/contexts/Error`,
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': message,
    message,
    code: code ?? status,
  };
}
