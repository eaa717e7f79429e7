import {
  exportRestaurantMenu,
  getRestaurantMenuLastUpdate,
  importRestaurantMenu,
  useApi,
  ViolationsError,
} from '@backoffice/api';
import type { MenuImportProblem, MenuImportSummary } from '@backoffice/domain';
import { formatDateTime, menuImportProblems, menuImportSummary } from '@backoffice/domain';
import { Button, Card, Stack, WithAriaButtons } from '@backoffice/ui';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import useSWR from 'swr';

import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useI18n } from '../../../i18n/I18nProvider';
import { saveDownloadedFile } from '../../orders/edit/saveDownloadedFile';
import * as css from './menuEditor.css';

type ExportPart = 'export-categories' | 'export-meals' | 'export-option-groups';
type Outcome =
  | { kind: 'imported'; summary: MenuImportSummary }
  | { kind: 'refused'; problems: MenuImportProblem[] }
  | null;

/** The SWR key of a restaurant's menu update time (per client, like the menu lists). */
const lastUpdateKey = (restaurantId: string, client: object) =>
  ['menu', 'lastUpdate', restaurantId, client] as const;

/**
 * The menu's last update time, the import of a menu file (POST import-menu, multipart) with a summary of what
 * came in or the reasons a bad file was refused, and the exports of categories, meals and option groups.
 */
export function MenuImportExport({
  restaurantId,
  onImported,
}: {
  restaurantId: string;
  onImported: () => void;
}) {
  const { LL } = useI18n();
  const { client } = useApi();
  const onError = useErrorHandler();
  const T = LL.menuEditor.importExport;
  const M = LL.menuEditor;
  const lastUpdate = useSWR(lastUpdateKey(restaurantId, client), () =>
    getRestaurantMenuLastUpdate(client, restaurantId),
  );
  const [busy, setBusy] = useState<'import' | ExportPart | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const runImport = async (file: File) => {
    setBusy('import');
    setOutcome(null);
    try {
      const answer = await importRestaurantMenu(client, restaurantId, file, file.name);
      setOutcome({ kind: 'imported', summary: menuImportSummary(answer) });
      onImported();
      await lastUpdate.mutate();
    } catch (error) {
      if (error instanceof ViolationsError)
        setOutcome({ kind: 'refused', problems: menuImportProblems(error.violations) });
      else onError(error, 'request');
    } finally {
      setBusy(null);
    }
  };
  const runExport = async (part: ExportPart) => {
    setBusy(part);
    try {
      saveDownloadedFile(await exportRestaurantMenu(client, restaurantId, part));
    } catch (error) {
      onError(error, 'request');
    } finally {
      setBusy(null);
    }
  };
  const time = lastUpdate.data?.lastUpdate;

  return (
    <Card title={T.title()} description={T.importHint()}>
      <Stack gap="300">
        <p className={css.muted} aria-live="polite">
          {time ? M.lastUpdate({ time: formatDateTime(time) }) : lastUpdate.data ? M.neverUpdated() : null}
        </p>
        <div className={css.toolbar}>
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv', 'text/plain']}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void runImport(file);
            }}
          >
            <WithAriaButtons>
              <Button variant="primary" isPending={busy === 'import'}>
                {T.import()}
              </Button>
            </WithAriaButtons>
          </FileTrigger>
          {(
            [
              ['export-categories', T.exportCategories()],
              ['export-meals', T.exportMeals()],
              ['export-option-groups', T.exportGroups()],
            ] as const
          ).map(([part, label]) => (
            <Button
              key={part}
              variant="secondary"
              isPending={busy === part}
              onPress={() => void runExport(part)}
            >
              {label}
            </Button>
          ))}
        </div>
        {outcome?.kind === 'imported' ? (
          <div role="status">
            <strong>{T.imported()}</strong>
            <p>{T.importedMeals({ count: outcome.summary.meals })}</p>
            {outcome.summary.categories.length > 0 ? (
              <p>{T.importedCategories({ names: outcome.summary.categories.join(', ') })}</p>
            ) : null}
          </div>
        ) : null}
        {outcome?.kind === 'refused' ? (
          <div role="alert">
            <strong>{T.badFile()}</strong>
            <ul>
              {outcome.problems.map((problem, index) => (
                <li key={index}>
                  {problem.row !== null
                    ? T.problemRow({
                        row: problem.row,
                        column: problem.column ?? '',
                        message: problem.message,
                      })
                    : problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
