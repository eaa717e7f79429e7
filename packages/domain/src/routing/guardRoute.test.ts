import { describe, expect, it } from 'vitest';

import type { Session } from '../types/session.js';
import { guardRoute } from './guardRoute.js';
import type { GuardRouteOptions, RouteAccess, RouteGuardDecision } from './types.js';

const admin: Session = { roles: ['ROLE_ADMIN'] };
const company: Session = { roles: ['ROLE_COMPANY'] };
const restaurant: Session = { roles: ['ROLE_RESTAURANT'] };
const superAdminOnly: RouteAccess = { roles: ['ROLE_ADMIN'] };
const home: RouteAccess = { roles: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_RESTAURANT'] };
const allow: RouteGuardDecision = { kind: 'allow' };
const forbidden: RouteGuardDecision = { kind: 'forbidden' };

describe('guardRoute', () => {
  it.each<[string, RouteAccess, Session | null, string, GuardRouteOptions, RouteGuardDecision]>([
    ['public route, nobody signed in', { public: true }, null, '/login', {}, allow],
    ['public route even with roles', { public: true, roles: ['ROLE_ADMIN'] }, company, '/x', {}, allow],
    [
      'no session → login with the wanted path',
      superAdminOnly,
      null,
      '/users?page=2&sort[name]=asc',
      {},
      { kind: 'login', redirectTo: '/users?page=2&sort[name]=asc' },
    ],
    [
      'no session on a route without roles → login',
      {},
      null,
      '/403',
      {},
      { kind: 'login', redirectTo: '/403' },
    ],
    [
      'public false is not public',
      { public: false },
      null,
      '/501',
      {},
      { kind: 'login', redirectTo: '/501' },
    ],
    ['inside a frame, nobody signed in', superAdminOnly, null, '/users', { inFrame: true }, allow],
    ['inside a frame, wrong role', superAdminOnly, company, '/users', { inFrame: true }, allow],
    [
      'not in a frame when inFrame is false',
      superAdminOnly,
      company,
      '/users',
      { inFrame: false },
      forbidden,
    ],
    ['role held', superAdminOnly, admin, '/users', {}, allow],
    ['no overlapping role → forbidden', superAdminOnly, restaurant, '/users', {}, forbidden],
    ['one of several roles held', home, restaurant, '/', {}, allow],
    ['route without roles, signed in', {}, restaurant, '/403', {}, allow],
    ['route with an empty roles list, signed in', { roles: [] }, company, '/501', {}, allow],
    ['signed in without any role', superAdminOnly, { roles: [] }, '/users', {}, forbidden],
  ])('%s', (_label, route, session, path, options, expected) => {
    expect(guardRoute(route, session, path, options)).toEqual(expected);
  });

  it('defaults to not being in a frame', () => {
    expect(guardRoute(superAdminOnly, null, '/users')).toEqual({ kind: 'login', redirectTo: '/users' });
  });

  it('does not change the route or the session', () => {
    const route: RouteAccess = { roles: ['ROLE_ADMIN'] };
    const session: Session = { roles: ['ROLE_COMPANY'] };
    guardRoute(route, session, '/users');
    expect(route).toEqual({ roles: ['ROLE_ADMIN'] });
    expect(session).toEqual({ roles: ['ROLE_COMPANY'] });
  });
});
