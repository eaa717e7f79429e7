import type { TabletDatabase } from '@backoffice/api';
import { formatDateTime } from '@backoffice/domain';
import type { DataListColumn } from '@backoffice/ui';
import { Button, Card, EmptyState, Stack, StatusChip, TextInput } from '@backoffice/ui';
import type { FormEvent } from 'react';
import { useEffect, useMemo, useState } from 'react';

import { deploymentEnv } from '../../config/deployment';
import { EntityPage } from '../../entities/EntityPage';
import { useOptionLabels } from '../../entities/selectOptions';
import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { useClaims } from '../../session/SessionProvider';
import type { ScreenProps } from '../screenTypes';
import { StaticTable } from './StaticTable';
import type { TabletRow } from './tablets';
import { openTabletDatabase, TABLET_PATHS, tabletRows } from './tablets';
import { readTabletSettings } from './tabletSettings';

/** The three trees as they last arrived; `undefined` until the first value. */
interface Trees {
  status?: unknown;
  clients?: unknown;
  sunmi?: unknown;
}

/**
 * The restaurants' tablets from the tablet database (super admin only): each tablet's status, its clients and its
 * sunmi devices, followed live with changes throttled at 3 s. The database is the Firebase one when configured
 * (the super admin signs in to it), else the in-memory twin the sandbox runs on. A tablet can be marked online or
 * offline.
 */
export function TabletsScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  const notify = useNotify();
  const claims = useClaims();
  const T = LL.admin.tablets;
  const names = useOptionLabels('restaurants');
  const configured = useMemo(() => readTabletSettings(deploymentEnv(), document), []);
  // The Firebase database is opened with the super admin's own sign-in, typed here and kept only in memory.
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  const settings = useMemo(
    () =>
      configured.kind === 'firebase' && credentials
        ? { ...configured, config: { ...configured.config, credentials } }
        : configured,
    [configured, credentials],
  );
  const needsSignIn = configured.kind === 'firebase' && credentials === null;
  const opened = useMemo((): { db: TabletDatabase } | { error: unknown } | null => {
    if (needsSignIn) return null;
    try {
      return { db: openTabletDatabase(settings, claims?.roles ?? []) };
    } catch (error) {
      return { error };
    }
  }, [settings, claims, needsSignIn]);
  const [trees, setTrees] = useState<Trees>({});

  useEffect(() => {
    if (!opened || !('db' in opened)) return undefined;
    const stops = (Object.keys(TABLET_PATHS) as Array<keyof typeof TABLET_PATHS>).map((tree) =>
      opened.db.subscribe(TABLET_PATHS[tree], (value) =>
        setTrees((current) => ({ ...current, [tree]: value })),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [opened]);

  const isLoaded = trees.status !== undefined && trees.clients !== undefined && trees.sunmi !== undefined;
  const rows = isLoaded ? tabletRows(trees.status, trees.clients, trees.sunmi) : [];
  const nameOf = (id: string) => names.get(`/api/v1/restaurants/${id}`) ?? `#${id}`;
  const stateLabel = (state: string) =>
    state === 'online' || state === 'offline' ? T.statuses[state]() : T.statuses.unknown();

  const setState = async (row: TabletRow, state: 'online' | 'offline') => {
    if (!opened || !('db' in opened)) return;
    try {
      await opened.db.set(`${TABLET_PATHS.status}/${row.id}/state`, state);
    } catch (error) {
      notify.requestError(describeError(error, LL));
    }
  };

  const columns: DataListColumn<TabletRow>[] = [
    { id: 'tablet', header: T.tablet(), isRowHeader: true, cell: (row) => nameOf(row.id) },
    {
      id: 'status',
      header: T.status(),
      cell: (row) => (
        <StatusChip
          tone={row.state === 'online' ? 'success' : row.state === 'offline' ? 'error' : 'neutral'}
          label={stateLabel(row.state)}
        />
      ),
    },
    {
      id: 'clients',
      header: T.clients(),
      cell: (row) => (row.clients.length ? row.clients.join(', ') : T.none()),
    },
    { id: 'sunmi', header: T.sunmi(), cell: (row) => (row.sunmi.length ? row.sunmi.join(', ') : T.none()) },
    {
      id: 'lastSeen',
      header: T.lastSeen(),
      cell: (row) => (row.lastSeen ? formatDateTime(row.lastSeen) : ''),
    },
    {
      id: 'actions',
      header: LL.entities.common.rowActions(),
      cell: (row) =>
        row.state === 'online' ? (
          <Button size="sm" variant="secondary" onPress={() => void setState(row, 'offline')}>
            {T.setOffline({ name: nameOf(row.id) })}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onPress={() => void setState(row, 'online')}>
            {T.setOnline({ name: nameOf(row.id) })}
          </Button>
        ),
    },
  ];

  return (
    <EntityPage title={route.title(LL)}>
      {opened === null ? (
        <TabletSignIn onSignIn={setCredentials} />
      ) : 'error' in opened ? (
        <EmptyState heading={T.failed({ message: describeError(opened.error, LL) })} />
      ) : (
        <Card description={`${T.intro()} ${T.source[settings.kind]()}`}>
          <Stack gap="300">
            <StaticTable<TabletRow>
              name={T.table()}
              columns={columns}
              rows={rows}
              getRowId={(row) => row.id}
              emptyMessage={T.empty()}
              isLoading={!isLoaded}
            />
          </Stack>
        </Card>
      )}
    </EntityPage>
  );
}

/** The super admin's sign-in to the Firebase tablet database: e-mail and password, never stored. */
function TabletSignIn({
  onSignIn,
}: {
  onSignIn: (credentials: { email: string; password: string }) => void;
}) {
  const { LL } = useI18n();
  const T = LL.admin.tablets.signIn;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (email.trim() !== '' && password !== '') onSignIn({ email: email.trim(), password });
  };
  return (
    <Card title={T.title()} description={T.intro()}>
      <form onSubmit={submit} aria-label={T.title()} noValidate>
        <Stack gap="300">
          <TextInput
            label={T.email()}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(value) => setEmail(value ?? '')}
            isRequired
            {...(tried && email.trim() === '' ? { errorMessage: LL.admin.tablets.signIn.required() } : {})}
          />
          <TextInput
            label={T.password()}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => setPassword(value ?? '')}
            isRequired
            {...(tried && password === '' ? { errorMessage: LL.admin.tablets.signIn.required() } : {})}
          />
          <Button type="submit">{T.submit()}</Button>
        </Stack>
      </form>
    </Card>
  );
}
