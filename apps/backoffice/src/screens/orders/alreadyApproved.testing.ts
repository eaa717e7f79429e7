import { approveOrder } from '@backoffice/api';
import type { Sandbox } from '@backoffice/sandbox';

import { sandboxClient } from '../../testing/sandboxApp';

// Error catalogue: approving an already approved order warns, titled attention, with orders.already_approved. The
// one key on every screen (live, order edit, public confirm) means the platform's translation of it applies
// everywhere. Each screen's test sits in its own file: the texts merge the platform's translations once per
// module, so a second render in the same file would not read them again.

/** The platform's own wording of orders.already_approved (a remote translation). */
export const REMOTE_ALREADY_APPROVED = 'Remote: somebody approved it already';

/** Serves the remote wording as the platform's English orders.already_approved. */
export function translateAlreadyApprovedRemotely(sandbox: Sandbox): void {
  const entry = sandbox.store
    .list('translations')
    .find((candidate) => candidate.key === 'orders.already_approved' && candidate.locale === 'en');
  if (!entry) throw new Error('the seed translates orders.already_approved');
  sandbox.store.update('translations', entry.id, { value: REMOTE_ALREADY_APPROVED });
}

/** Approves the order behind the screen's back, as somebody else would. */
export async function approveMeanwhile(sandbox: Sandbox, id: string | number): Promise<void> {
  const admin = await sandboxClient(sandbox, 'admin@example.com');
  await approveOrder(admin, String(id), { preparationTime: 20 });
}

/** The platform's English texts (GET /public/translations/en/backoffice), as the app reads them. */
export async function fetchTranslations(sandbox: Sandbox): Promise<unknown> {
  const answer = await sandbox.fetch(
    new Request('http://sandbox.local/api/v1/public/translations/en/backoffice'),
  );
  return answer.json();
}
