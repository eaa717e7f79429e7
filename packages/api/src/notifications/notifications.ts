import { action, seg } from '../client/action.js';
import type { ApiClient } from '../client/createApiClient.js';
import { array, boolean, optional, string, type } from 'superstruct';

import { maybe, SuccessStruct } from '../client/structs.js';

/** POST /notification/register with the push device token. */
export const registerDeviceToken = (client: ApiClient, deviceToken: string) =>
  action(client, 'registerDeviceToken', 'POST', '/notification/register', SuccessStruct, {
    body: { deviceToken },
  });

/** The test push endpoints under /test-push-notification. */
export type TestPushTarget =
  | { kind: 'new-order' | 'order-accepted' | 'send' | 'send-to-user' }
  | { kind: 'user'; id: string | number }
  | { kind: 'restaurant'; id: string | number };

/** The outcome of a test push at one registered endpoint (a device token), when the platform reports it. */
export const TestPushResultStruct = type({
  endpoint: string(),
  user: maybe(string()),
  success: boolean(),
  error: optional(string()),
});
const TestPushAnswerStruct = type({
  success: SuccessStruct.schema.success,
  results: optional(array(TestPushResultStruct)),
});

/**
 * POST /test-push-notification/{new-order|order-accepted|send|send-to-user|user/{id}|restaurant/{id}}. The answer
 * may list the result per registered endpoint (`results`).
 */
export const sendTestPush = (client: ApiClient, target: TestPushTarget, body: object = {}) =>
  action(
    client,
    'sendTestPush',
    'POST',
    `/test-push-notification/${'id' in target ? `${target.kind}/${seg(target.id)}` : target.kind}`,
    TestPushAnswerStruct,
    { body },
  );
