// @backoffice/api/testing: what tests of the client and of the apps build on. Kept off the main entry so that no
// app bundle can reach a fake client or a test token by accident.
export type { TestApiClient, TestRequest, TestRoute } from './createTestApiClient.js';
export { createTestApiClient, jsonResponse, UnstubbedCallError } from './createTestApiClient.js';
export { buildToken } from './tokens.js';
export { buildHydraList, buildOrderDto } from '../orders/orders.fixtures.js';
