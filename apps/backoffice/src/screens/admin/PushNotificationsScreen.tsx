import type { TestPushTarget } from '@backoffice/api';
import { sendTestPush, useApi } from '@backoffice/api';
import type { DataListColumn } from '@backoffice/ui';
import { Button, Card, Inline, NumberInput, Select, showToast, Stack, StatusChip } from '@backoffice/ui';
import { useState } from 'react';

import { deploymentEnv } from '../../config/deployment';
import { EntityPage } from '../../entities/EntityPage';
import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { createAppPush } from '../orders/notifications/createAppPush';
import { readPushSettings } from '../orders/notifications/readPushSettings';
import type { ScreenProps } from '../screenTypes';
import { code } from './admin.css';
import { StaticTable } from './StaticTable';

const KINDS = ['send', 'new-order', 'order-accepted', 'send-to-user', 'user', 'restaurant'] as const;
type Kind = (typeof KINDS)[number];

/** The result of a test push at one endpoint. */
interface EndpointResult {
  endpoint: string;
  user?: string | null;
  success: boolean;
  error?: string;
}

/**
 * The test pushes (super admin): sends one of the test endpoints' pushes (POST /test-push-notification/...) to the
 * registered devices and shows the result at each endpoint. This browser can register itself first, through the
 * app's push service (Firebase when configured, the local one otherwise).
 */
export function PushNotificationsScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const T = LL.admin.push;
  const [kind, setKind] = useState<Kind>('send');
  const [targetId, setTargetId] = useState<number | null>(null);
  const [idError, setIdError] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const [isRegistering, setRegistering] = useState(false);
  const [registered, setRegistered] = useState(false);
  const [results, setResults] = useState<EndpointResult[] | null>(null);
  const needsId = kind === 'user' || kind === 'restaurant';

  const register = async () => {
    setRegistering(true);
    try {
      await createAppPush(readPushSettings(deploymentEnv(), document), client).register();
      setRegistered(true);
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setRegistering(false);
    }
  };

  const send = async () => {
    if (needsId && (targetId === null || !Number.isInteger(targetId) || targetId < 1)) {
      setIdError(T.idRequired());
      return;
    }
    const target: TestPushTarget =
      kind === 'user' || kind === 'restaurant' ? { kind, id: targetId ?? 0 } : { kind };
    setSending(true);
    try {
      const answer = await sendTestPush(client, target);
      const delivered = answer.results ?? [];
      setResults(delivered);
      showToast(notify.queue, { title: T.sent({ count: delivered.length }), tone: 'success' });
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setSending(false);
    }
  };

  const columns: DataListColumn<EndpointResult>[] = [
    {
      id: 'endpoint',
      header: T.endpoint(),
      isRowHeader: true,
      cell: (result) => <span className={code}>{result.endpoint}</span>,
    },
    { id: 'user', header: T.user(), cell: (result) => result.user ?? '' },
    {
      id: 'result',
      header: T.result(),
      cell: (result) =>
        result.success ? (
          <StatusChip tone="success" label={T.delivered()} />
        ) : (
          <StatusChip tone="error" label={T.failed({ error: result.error ?? '' })} />
        ),
    },
  ];

  return (
    <EntityPage title={route.title(LL)}>
      <Stack gap="400">
        <Card description={T.intro()}>
          <Stack gap="300">
            <Select
              label={T.target()}
              value={kind}
              onChange={(value) => {
                if (value) setKind(value as Kind);
                setIdError(undefined);
              }}
              options={KINDS.map((id) => ({ id, label: T.targets[id]() }))}
            />
            {needsId ? (
              <NumberInput
                label={kind === 'user' ? T.userId() : T.restaurantId()}
                value={targetId}
                onChange={(value) => {
                  setTargetId(value);
                  setIdError(undefined);
                }}
                isRequired
                {...(idError ? { errorMessage: idError } : {})}
              />
            ) : null}
            <Inline gap="200">
              <Button onPress={() => void send()} isPending={isSending}>
                {T.send()}
              </Button>
              <Button variant="secondary" onPress={() => void register()} isPending={isRegistering}>
                {T.register()}
              </Button>
            </Inline>
            {registered ? <p role="status">{T.registered()}</p> : null}
          </Stack>
        </Card>
        {results ? (
          <Card title={T.results()}>
            <StaticTable<EndpointResult>
              name={T.results()}
              columns={columns}
              rows={results}
              getRowId={(result) => result.endpoint}
              emptyMessage={T.noEndpoints()}
            />
          </Card>
        ) : null}
      </Stack>
    </EntityPage>
  );
}
