import { downloadPublicCustomExport, getPublicCustomExport, resources, useApi } from '@backoffice/api';
import type { DataListColumn } from '@backoffice/ui';
import { Button, Card, EmptyState, Inline, Select, showToast, Stack, TextArea } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useLocation, useSearch } from 'wouter';

import { EntityPage } from '../../entities/EntityPage';
import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { pathFor } from '../../routing/pathFor';
import { cellText, StaticTable } from '../admin/StaticTable';
import type { ScreenProps } from '../screenTypes';
import { parseParams } from './parseParams';
import { saveFile } from './saveFile';

type Row = Record<string, unknown>;

/**
 * The result of a custom export (also the custom update results): an export is chosen with its parameters as
 * JSON, or a link carries `?id&token&params`; the public call (token, json flag, params as JSON) gives the rows,
 * shown as a table, and the file download is named by the server (content-disposition).
 */
export function CustomExportShowScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const T = LL.admin.exportShow;
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const id = query.get('id');
  const token = query.get('token');
  const paramsText = query.get('params') ?? '';
  const params = parseParams(paramsText) ?? {};

  const exportsList = useSWR(['custom-export', 'show-choices'], () =>
    resources.customExports.list(client, { itemsPerPage: 100, 'order[name]': 'asc' }),
  );
  const [chosen, setChosen] = useState<string | null>(id);
  const [paramsDraft, setParamsDraft] = useState(paramsText);
  const [paramsError, setParamsError] = useState<string | undefined>();
  const [isDownloading, setDownloading] = useState(false);

  const result = useSWR(id && token ? ['custom-export-show', id, token, paramsText] : null, () =>
    getPublicCustomExport(client, id ?? '', { token: token ?? '', params }),
  );
  const exports = exportsList.data?.items ?? [];
  const current = exports.find((entry) => String(entry.id) === id);
  const title = current?.name ?? (id ? `#${id}` : '');

  const show = () => {
    const parsed = parseParams(paramsDraft);
    if (!parsed) {
      setParamsError(T.paramsInvalid());
      return;
    }
    setParamsError(undefined);
    const entry = exports.find((candidate) => String(candidate.id) === chosen);
    const entryToken = (entry as Row | undefined)?.token;
    if (!entry || typeof entryToken !== 'string') return;
    navigate(
      pathFor(
        route.name,
        {},
        {
          id: String(entry.id),
          token: entryToken,
          ...(paramsDraft.trim() ? { params: JSON.stringify(parsed) } : {}),
        },
      ),
    );
  };

  const download = async () => {
    if (!id || !token) return;
    setDownloading(true);
    try {
      const file = await downloadPublicCustomExport(client, id, { token, params });
      saveFile(file);
      showToast(notify.queue, { title: T.downloaded({ name: file.fileName }), tone: 'success' });
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setDownloading(false);
    }
  };

  const rows = useMemo(() => result.data?.items ?? [], [result.data]);
  const columns = useMemo(
    (): DataListColumn<Row>[] =>
      [...new Set(rows.flatMap((row) => Object.keys(row)))].map((key, index) => ({
        id: key,
        header: key,
        isRowHeader: index === 0,
        cell: (row) => cellText(row[key]),
      })),
    [rows],
  );

  return (
    <EntityPage title={route.title(LL)}>
      <Stack gap="400">
        <Card title={T.export()} description={T.intro()}>
          <Stack gap="300">
            {/* Disabled until the choices arrive: an empty select does not open, so a press before then would
                do nothing; a failed read says so on the field. */}
            <Select
              label={T.export()}
              placeholder={T.exportPlaceholder()}
              value={chosen}
              onChange={setChosen}
              options={exports.map((entry) => ({ id: String(entry.id), label: entry.name }))}
              isDisabled={exportsList.data === undefined}
              {...(exportsList.error
                ? {
                    errorMessage: LL.entities.common.loadError({
                      message: describeError(exportsList.error, LL),
                    }),
                  }
                : {})}
            />
            <TextArea
              label={T.params()}
              description={T.paramsHelp()}
              value={paramsDraft}
              onChange={(value) => setParamsDraft(value ?? '')}
              rows={3}
              {...(paramsError ? { errorMessage: paramsError } : {})}
            />
            <Inline gap="200">
              <Button onPress={show} isDisabled={!chosen}>
                {T.show()}
              </Button>
              <Button
                variant="secondary"
                onPress={() => void download()}
                isDisabled={!id || !token}
                isPending={isDownloading}
              >
                {T.download()}
              </Button>
            </Inline>
          </Stack>
        </Card>
        {!id || !token ? (
          <EmptyState heading={T.choose()} />
        ) : result.error ? (
          <EmptyState
            heading={T.loadFailed({ message: describeError(result.error, LL) })}
            action={{ label: LL.common.retry(), onPress: () => void result.mutate() }}
          />
        ) : (
          <Card title={T.result()} description={result.data ? T.rows({ count: rows.length }) : undefined}>
            <StaticTable<Row>
              name={T.table({ name: title })}
              columns={columns}
              rows={rows}
              getRowId={(row) => JSON.stringify(row)}
              emptyMessage={T.empty()}
              isLoading={!result.data}
            />
          </Card>
        )}
      </Stack>
    </EntityPage>
  );
}
