import {
  getCanteenBudgetsForUser,
  resources,
  setCanteenBudgetForUser,
  useApi,
  useList,
} from '@backoffice/api';
import type { DataListColumn } from '@backoffice/ui';
import { Button, Inline, NumberInput, showToast } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import useSWR from 'swr';

import { EntityPage } from '../../entities/EntityPage';
import { useEntityOptions } from '../../entities/selectOptions';
import { describeError } from '../../errors/errorText';
import { useI18n } from '../../i18n/I18nProvider';
import { useServices } from '../../shell/services';
import type { BalanceRecord } from '../companies/PeopleTables';
import { PeopleTable, useBalanceColumns } from '../companies/PeopleTables';
import type { ScreenProps } from '../screenTypes';

/** A user's balances: their balance and canteen balance at each company. */
export function UserBalancesScreen({ params }: ScreenProps) {
  const { LL } = useI18n();
  const iri = `/api/v1/users/${params.userId ?? ''}`;
  const list = useList(resources.companyBalances, { user: [iri], itemsPerPage: 1000 });
  const columns = useBalanceColumns('company');
  const B = LL.people.balances;
  return (
    <EntityPage title={B.title()}>
      <PeopleTable<BalanceRecord>
        name={B.table()}
        columns={columns}
        rows={list.data?.items as BalanceRecord[] | undefined}
        error={list.error}
        retry={() => void list.mutate()}
        emptyMessage={B.empty()}
      />
    </EntityPage>
  );
}

/** One cloud canteen with the user's credits there (null when no budget is set). */
interface CanteenBudgetRow {
  id: string;
  canteen: string;
  credits: number | null;
}

/** The budgets of GET budgets-for-user: a hydra list (or a plain list) of { canteenId, credits }. */
function budgetsOf(answer: unknown): Map<string, number> {
  const list = Array.isArray(answer)
    ? answer
    : answer &&
        typeof answer === 'object' &&
        Array.isArray((answer as Record<string, unknown>)['hydra:member'])
      ? ((answer as Record<string, unknown>)['hydra:member'] as unknown[])
      : [];
  const budgets = new Map<string, number>();
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { canteenId, credits } = entry as { canteenId?: unknown; credits?: unknown };
    const id = typeof canteenId === 'string' ? canteenId.split('/').at(-1) : canteenId;
    if ((typeof id === 'string' || typeof id === 'number') && typeof credits === 'number')
      budgets.set(String(id), credits);
  }
  return budgets;
}

/**
 * A user's canteen balances: their budget at each cloud canteen (GET budgets-for-user/{userId}), and setting new
 * credits at one (POST budgets-for-user/{userId} with canteenId and credits); the new credits show at once.
 */
export function UserCanteenBalancesScreen({ params }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const userId = params.userId ?? '';
  const budgets = useSWR(['budgets-for-user', userId], () => getCanteenBudgetsForUser(client, userId));
  const canteens = useEntityOptions('cloud-canteens');
  const T = LL.people.canteenBalances;
  const rows = useMemo((): CanteenBudgetRow[] | undefined => {
    if (budgets.data === undefined) return undefined;
    const byCanteen = budgetsOf(budgets.data);
    return canteens.map((canteen) => {
      const id = canteen.value.split('/').at(-1) ?? canteen.value;
      return { id, canteen: canteen.label, credits: byCanteen.get(id) ?? null };
    });
  }, [budgets.data, canteens]);
  const columns = useMemo(
    (): DataListColumn<CanteenBudgetRow>[] => [
      { id: 'canteen', header: T.canteen(), cell: (row) => row.canteen },
      {
        id: 'credits',
        header: T.credits(),
        align: 'end',
        cell: (row) => (row.credits === null ? '—' : row.credits),
      },
      {
        id: 'set',
        header: T.newCredits(),
        cell: (row) => (
          <SetCredits
            key={`${row.id}:${row.credits ?? ''}`}
            canteen={row}
            onSet={async (credits) => {
              await setCanteenBudgetForUser(client, userId, { canteenId: row.id, credits });
              await budgets.mutate();
            }}
          />
        ),
      },
    ],
    [T, client, userId, budgets],
  );
  return (
    <EntityPage title={T.title()}>
      <PeopleTable<CanteenBudgetRow>
        name={T.table()}
        columns={columns}
        rows={rows}
        error={budgets.error}
        retry={() => void budgets.mutate()}
        emptyMessage={T.empty()}
      />
    </EntityPage>
  );
}

/** The new credits of one canteen, and the button that sets them. */
function SetCredits({
  canteen,
  onSet,
}: {
  canteen: CanteenBudgetRow;
  onSet: (credits: number) => Promise<void>;
}) {
  const { LL } = useI18n();
  const { toasts } = useServices();
  const T = LL.people.canteenBalances;
  const [credits, setCredits] = useState<number | null>(canteen.credits);
  const [pending, setPending] = useState(false);
  const valid = credits !== null && Number.isFinite(credits) && credits >= 0;
  return (
    <Inline gap="200">
      <NumberInput
        label={`${T.newCredits()}: ${canteen.canteen}`}
        value={credits}
        onChange={setCredits}
        {...(credits !== null && !valid ? { errorMessage: LL.form.invalid() } : {})}
      />
      <Button
        variant="secondary"
        isDisabled={!valid}
        isPending={pending}
        aria-label={`${T.set()}: ${canteen.canteen}`}
        onPress={() => {
          if (!valid) return;
          setPending(true);
          onSet(credits).then(
            () => {
              setPending(false);
              showToast(toasts, { title: T.saved({ credits }), tone: 'success' });
            },
            (error: unknown) => {
              setPending(false);
              showToast(toasts, { title: T.failed({ message: describeError(error, LL) }), tone: 'error' });
            },
          );
        }}
      >
        {T.set()}
      </Button>
    </Inline>
  );
}
