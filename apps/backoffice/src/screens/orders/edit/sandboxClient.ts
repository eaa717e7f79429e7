import type { ApiClient } from '@backoffice/api';
import { createApiClient, createMemoryCookieStore } from '@backoffice/api';
import type { Sandbox } from '@backoffice/sandbox';

/**
 * A platform client that talks to an in-process sandbox, signed in as one of its demo accounts (tests only: the
 * screens' tests read and change real sandbox data through the same calls the app makes).
 */
export async function sandboxClient(sandbox: Sandbox, email: string): Promise<ApiClient> {
  const client = createApiClient({
    apiBaseUrl: 'http://sandbox.local/api/v1',
    fetch: (input, init) => Promise.resolve(sandbox.fetch(new Request(input, init))),
    cookies: createMemoryCookieStore(),
  });
  await client.session.signIn({ email, password: 'Demo-1234' });
  return client;
}
