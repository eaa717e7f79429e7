import { useApi, useRemoveEntity } from '@backoffice/api';
import type { ListFilter } from '@backoffice/domain';
import type {
  AddedFilter,
  BatchDeleteDialogLabels,
  DataListColumn,
  DataListLabels,
  FilterDefinition as PanelFilter,
  FilterValues,
  MenuAction,
} from '@backoffice/ui';
import {
  BatchDeleteDialog,
  Button,
  ConfirmDialog,
  DataList,
  Inline,
  showToast,
  StrongConfirmDialog,
} from '@backoffice/ui';
import { useCallback, useMemo, useState } from 'react';

import { describeError } from '../errors/errorText';
import { useNotify } from '../errors/useNotify';
import { emitAppEvent } from '../events/appEvents';
import { useI18n } from '../i18n/I18nProvider';
import { LazyAddFilterDialog, LazyFilterPanel } from './lazyListFilters';
import { toAddFilterLabels, toDataListLabels, toFilterPanelLabels } from '../i18n/listLabels';
import { toUnreadableLabels } from '../i18n/unreadableLabels';
import { useGuardedNavigate } from '../navigation/LeaveGuard';
import { entityRoutes } from '../navigation/editNavigation';
import { pathFor } from '../routing/pathFor';
import type { ScreenProps } from '../screens/screenTypes';
import { useServices } from '../shell/services';
import { EntityPage } from './EntityPage';
import { emitEntityChange } from './entityEvents';
import { toListCell } from './listCells';
import { filterSlotsOf } from './listShape';
import type { FilterSlot } from './listState';
import { slotKey } from './listState';
import { useEntityOptions } from './selectOptions';
import type { EntityDefinition, EntityRecord, RowActionDefinition } from './types';
import { useEntityList } from './useEntityList';

type Pending<T> =
  { kind: 'delete'; row: T } | { kind: 'action'; row: T; action: RowActionDefinition<T> } | null;

/**
 * The list screen of an entity definition: columns with sort, search, quick filters, the advanced filter panel
 * and the add-filter dialog, page sizes and the paginator, row actions, a row link to the edit screen, single
 * and batch delete. Its whole state lives in the URL (useEntityList).
 */
export function EntityListScreen<T extends EntityRecord, V extends object>({
  definition,
  params,
}: ScreenProps & { definition: EntityDefinition<T, V> }) {
  const { LL, locale } = useI18n();
  const { client } = useApi();
  const { toasts } = useServices();
  const notify = useNotify();
  const navigate = useGuardedNavigate();
  // A definition's texts may be an object built from LL (textsWith), so they are memoised; LL's own reads are the
  // same objects on every render (I18nProvider's withStableReads). The columns, row actions and labels memoised on
  // them then stay the same, and so do the list's rows.
  const texts = useMemo(() => definition.texts(LL), [definition, LL]);
  const C = LL.entities.common;
  const { state, rows, go, update, setFilters, reload } = useEntityList(definition);
  const remove = useRemoveEntity(definition.resource);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [showPanel, setShowPanel] = useState(() => state.filters.length > 0);
  const [addingFilter, setAddingFilter] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const [pending, setPending] = useState<Pending<T>>(null);
  const [isRunning, setRunning] = useState(false);
  const { list } = definition;
  const canBatchDelete = list.batchDelete !== false;
  const slots = useMemo(() => filterSlotsOf(list), [list]);
  const rowsById = useMemo(
    () => new Map((rows.data?.items ?? []).map((row) => [String(row.id), row])),
    [rows.data],
  );
  const fieldLabel = useCallback(
    (field: string) => {
      // A translated text's field (translations.hu.name) reads "Name (Hungarian)".
      const [root, language, key] = field.split('.');
      if (root === 'translations' && key && (language === 'en' || language === 'hu')) {
        return `${texts.fields[key]?.() ?? key} (${LL.common.languages[language]()})`;
      }
      return texts.fields[field]?.() ?? field;
    },
    [texts, LL],
  );
  const nameOf = useCallback((row: T) => definition.titleOf(row, locale), [definition, locale]);
  // A nested route (`/companies/:companyId/cloudcanteens/:cloudcanteenId`) keeps the parent's parameters.
  const editPath = useCallback(
    (row: T) =>
      pathFor(`${definition.route}-edit`, {
        ...params,
        [entityRoutes(`${definition.route}-edit`).idParam]: row.id,
      }),
    [definition.route, params],
  );

  const columns = useMemo(
    (): DataListColumn<T>[] =>
      list.columns.map((column, index) => ({
        id: column.field,
        header: fieldLabel(column.kind === 'translation' ? (column.translationKey ?? 'name') : column.field),
        sortable: column.sortable ?? false,
        ...(column.width ? { width: column.width } : {}),
        ...(column.kind === 'number' || column.kind === 'money' ? { align: 'end' as const } : {}),
        cell: toListCell(column, { LL, locale, texts, isLink: index === 0, editPath, nameOf }),
      })),
    [list.columns, fieldLabel, LL, locale, texts, editPath, nameOf],
  );

  const rowActions = useCallback(
    (row: T): MenuAction[] => [
      ...(list.rowActions ?? [])
        .filter((action) => action.isAvailable?.(row) ?? true)
        .map((action) => ({
          id: action.id,
          label: texts.actions?.[action.id]?.() ?? action.id,
          ...(action.isCritical ? { tone: 'critical' as const } : {}),
        })),
      { id: '__delete', label: C.delete(), tone: 'critical' as const },
    ],
    [list.rowActions, texts, C],
  );
  const runAction = async (action: RowActionDefinition<T>, row: T) => {
    setRunning(true);
    try {
      const result = await action.run(client, row);
      notify.success(action.notice ?? 'updated');
      emitEntityChange({ resource: definition.resource.name, id: row.id, kind: 'updated' });
      const next = action.opens?.(result);
      if (next) navigate(next);
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setRunning(false);
      setPending(null);
    }
  };
  const onRowAction = (id: string, row: T) => {
    if (id === '__delete') {
      setPending({ kind: 'delete', row });
      return;
    }
    const action = list.rowActions?.find((candidate) => candidate.id === id);
    if (!action) return;
    if (action.confirm) setPending({ kind: 'action', row, action });
    else void runAction(action, row);
  };
  const deleteRow = async (row: T) => {
    setRunning(true);
    try {
      await remove.trigger(row.id);
      notify.success('deleted');
      emitEntityChange({ resource: definition.resource.name, id: row.id, kind: 'deleted' });
      setSelected((current) => {
        const next = new Set(current);
        next.delete(String(row.id));
        return next;
      });
    } catch (error) {
      emitAppEvent('failed', { action: 'delete', resource: definition.resource.name, id: row.id, error });
      showToast(toasts, {
        title: C.deleteFailed({ name: nameOf(row), message: describeError(error, LL) }),
        tone: 'error',
      });
    } finally {
      setRunning(false);
      setPending(null);
    }
  };

  const panelFilters = usePanelFilters(definition, state.filters, fieldLabel);
  const F = C.filters;
  const labels: DataListLabels = useMemo(
    () => toDataListLabels(C, C.table({ name: texts.many() })),
    [C, texts],
  );
  const B = C.batch;
  const batchLabels: BatchDeleteDialogLabels = {
    confirmTitle: (count) => B.confirmTitle({ count }),
    confirmMessage: B.confirmMessage(),
    confirm: B.confirm(),
    cancel: B.cancel(),
    runningTitle: B.runningTitle(),
    progress: B.progress(),
    progressValue: (deleted, selectedCount, percent) =>
      B.progressValue({ deleted, selected: selectedCount, percent }),
    stop: B.stop(),
    stopping: B.stopping(),
    finishedTitle: B.finishedTitle(),
    finishedMessage: (deleted) => B.finishedMessage({ deleted }),
    finishedWithErrorsTitle: B.finishedWithErrorsTitle(),
    finishedWithErrorsMessage: (failed, selectedCount) =>
      B.finishedWithErrorsMessage({ failed, selected: selectedCount }),
    cancelledTitle: B.cancelledTitle(),
    cancelledMessage: (deleted, selectedCount) => B.cancelledMessage({ deleted, selected: selectedCount }),
    close: B.close(),
  };

  const pendingName = pending ? nameOf(pending.row) : '';
  return (
    <EntityPage
      title={texts.many()}
      primaryAction={{
        label: texts.create(),
        href: pathFor(`${definition.route}-create`, params),
      }}
    >
      {showPanel && panelFilters.length > 0 ? (
        <LazyFilterPanel
          filters={panelFilters}
          values={toPanelValues(state.filters)}
          onApply={(values) => setFilters(fromPanelValues(values, slots))}
          labels={toFilterPanelLabels(F)}
        />
      ) : null}
      <DataList<T>
        columns={columns}
        rows={rows.data?.items ?? []}
        getRowId={(row) => String(row.id)}
        total={rows.data?.total ?? 0}
        unreadableRows={rows.data?.unreadable ?? []}
        unreadableLabels={toUnreadableLabels(LL, 'record')}
        page={state.page}
        onPageChange={(page) => go({ ...state, page })}
        pageSize={state.pageSize}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        {...(state.sort ? { sort: { column: state.sort.field, direction: state.sort.direction } } : {})}
        onSortChange={(sort) => update({ sort: { field: sort.column, direction: sort.direction } })}
        {...(canBatchDelete ? { selectedIds: selected, onSelectionChange: setSelected } : {})}
        rowActions={rowActions}
        onRowAction={onRowAction}
        {...(list.search
          ? { search: state.search, onSearchChange: (text: string) => update({ search: text.trim() }) }
          : {})}
        {...(list.quickFilters?.length
          ? {
              quickFilters: list.quickFilters.map((quick) => ({
                id: quick.id,
                label: texts.options?.quick?.[quick.id]?.() ?? quick.id,
              })),
              activeQuickFilters: state.quick,
              onQuickFiltersChange: (active: string[]) => update({ quick: active }),
            }
          : {})}
        toolbarActions={
          slots.length > 0 ? (
            <Inline gap="200">
              {list.filters?.length || state.filters.length > 0 ? (
                <Button
                  variant="secondary"
                  onPress={() => setShowPanel(!showPanel)}
                  aria-expanded={showPanel}
                >
                  {F.open()}
                </Button>
              ) : null}
              {list.addableFilters?.length ? (
                <Button variant="secondary" onPress={() => setAddingFilter(true)}>
                  {F.add()}
                </Button>
              ) : null}
            </Inline>
          ) : undefined
        }
        footerActions={
          canBatchDelete && selected.size > 0 ? (
            <Button tone="critical" variant="secondary" onPress={() => setBatchOpen(true)}>
              {C.deleteSelected({ count: selected.size })}
            </Button>
          ) : undefined
        }
        isLoading={!rows.data && !rows.error}
        isUpdating={rows.data !== undefined && rows.isLoading}
        emptyMessage={texts.empty()}
        error={
          rows.error && !rows.data
            ? {
                message: C.loadError({ message: describeError(rows.error, LL) }),
                retryLabel: LL.common.retry(),
                onRetry: () => void reload(),
              }
            : null
        }
        labels={labels}
      />
      {list.addableFilters?.length ? (
        <LazyAddFilterDialog
          isOpen={addingFilter}
          fields={list.addableFilters.map((filter) => ({
            id: slotKey(filter),
            label: F.operators[filter.operator]({ field: fieldLabel(filter.field) }),
          }))}
          onAdd={(added: AddedFilter) => {
            setAddingFilter(false);
            setShowPanel(true);
            const slot = slots.find((candidate) => slotKey(candidate) === added.field);
            if (!slot || slot.type === 'location' || !slot.operator) return;
            setFilters([
              ...state.filters.filter((filter) => slotKeyOfFilter(filter) !== added.field),
              {
                field: slot.field,
                type: slot.type,
                operator: slot.operator,
                value: added.value,
              } as ListFilter,
            ]);
          }}
          onCancel={() => setAddingFilter(false)}
          labels={toAddFilterLabels(F)}
        />
      ) : null}
      {canBatchDelete ? (
        <BatchDeleteDialog
          isOpen={batchOpen}
          items={[...selected].map((id) => {
            const row = rowsById.get(id);
            return { id, label: row ? nameOf(row) : id };
          })}
          deleteItem={async (id) => {
            await definition.resource.remove(client, id);
          }}
          onEnd={(outcome, result) => {
            const failed = new Set(result.failed.map((item) => item.id));
            setSelected(failed);
            void reload();
            emitEntityChange({ resource: definition.resource.name, id: '*', kind: 'deleted' });
            if (outcome === 'finished') showToast(toasts, { title: B.toastFinished(), tone: 'success' });
            else if (outcome === 'cancelled')
              showToast(toasts, { title: B.toastCancelled(), tone: 'warning' });
            else
              showToast(toasts, {
                title: B.toastFinishedWithErrors({ ids: [...failed].join(', ') }),
                tone: 'error',
              });
          }}
          onClose={() => setBatchOpen(false)}
          labels={batchLabels}
        />
      ) : null}
      <ConfirmDialog
        isOpen={
          pending?.kind === 'delete' || (pending?.kind === 'action' && pending.action.confirm === 'plain')
        }
        title={
          pending?.kind === 'action'
            ? C.confirmAction({ action: texts.actions?.[pending.action.id]?.() ?? '', name: pendingName })
            : C.deleteTitle({ name: pendingName })
        }
        message={pending?.kind === 'delete' ? C.deleteMessage() : undefined}
        tone={
          pending?.kind === 'delete' || (pending?.kind === 'action' && pending.action.isCritical)
            ? 'critical'
            : 'neutral'
        }
        isPending={isRunning}
        labels={{ confirm: pending?.kind === 'delete' ? C.delete() : C.confirm(), cancel: C.cancel() }}
        onConfirm={() => {
          if (pending?.kind === 'delete') void deleteRow(pending.row);
          else if (pending?.kind === 'action') void runAction(pending.action, pending.row);
        }}
        onCancel={() => setPending(null)}
      />
      <StrongConfirmDialog
        isOpen={pending?.kind === 'action' && pending.action.confirm === 'strong'}
        title={
          pending?.kind === 'action'
            ? C.confirmAction({ action: texts.actions?.[pending.action.id]?.() ?? '', name: pendingName })
            : ''
        }
        tone="critical"
        isPending={isRunning}
        labels={{ confirm: C.confirm(), cancel: C.cancel(), typeToConfirm: C.typeToConfirm() }}
        onConfirm={() => {
          if (pending?.kind === 'action') void runAction(pending.action, pending.row);
        }}
        onCancel={() => setPending(null)}
      />
    </EntityPage>
  );
}

/** The key a filter fills: `field[operator]`, or `field` for a place. */
function slotKeyOfFilter(filter: ListFilter): string {
  return filter.type === 'location' ? filter.field : slotKey(filter as FilterSlot);
}

/** The panel's values of the applied filters, by slot key. */
function toPanelValues(filters: readonly ListFilter[]): FilterValues {
  const values: Record<string, string | readonly string[]> = {};
  for (const filter of filters) {
    if (filter.type === 'location') values[filter.field] = `${filter.value.lat},${filter.value.lon}`;
    else
      values[slotKeyOfFilter(filter)] = Array.isArray(filter.value)
        ? filter.value.map(String)
        : String(filter.value);
  }
  return values;
}

/** The filters from the panel's values; a place option's id is `lat,lon`. */
function fromPanelValues(values: FilterValues, slots: readonly FilterSlot[]): ListFilter[] {
  const filters: ListFilter[] = [];
  for (const slot of slots) {
    const value = values[slotKey(slot)];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (slot.type === 'location') {
      const [lat, lon] = String(value).split(',').map(Number);
      if (lat !== undefined && lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon)) {
        filters.push({ field: slot.field, type: 'location', value: { lat, lon } });
      }
      continue;
    }
    if (!slot.operator) continue;
    filters.push({ field: slot.field, type: slot.type, operator: slot.operator, value } as ListFilter);
  }
  return filters;
}

/** The panel's filters: the definition's, then each added filter that is applied (so it can be changed). */
function usePanelFilters<T extends EntityRecord, V extends object>(
  definition: EntityDefinition<T, V>,
  applied: readonly ListFilter[],
  fieldLabel: (field: string) => string,
): PanelFilter[] {
  const { LL } = useI18n();
  const texts = definition.texts(LL);
  const entity = definition.list.filters?.find(
    (filter) => filter.options && 'entity' in filter.options,
  )?.options;
  const entityOptions = useEntityOptions(entity && 'entity' in entity ? entity.entity : undefined);
  return useMemo(() => {
    const F = LL.entities.common.filters;
    const panel: PanelFilter[] = [];
    const keys = new Set<string>();
    for (const filter of definition.list.filters ?? []) {
      const id = slotKey(filter);
      keys.add(id);
      const label = fieldLabel(filter.field);
      if (filter.control === 'select') {
        const options =
          filter.options && 'values' in filter.options
            ? filter.options.values.map((value) => ({
                id: value,
                label: texts.options?.[filter.field]?.[value]?.() ?? value,
              }))
            : entityOptions.map((option) => ({ id: option.value, label: option.label }));
        panel.push({ kind: 'select', id, label, options });
      } else {
        panel.push({ kind: filter.control, id, label });
      }
    }
    for (const filter of applied) {
      const id = slotKeyOfFilter(filter);
      if (keys.has(id) || filter.type === 'location') continue;
      keys.add(id);
      panel.push({
        kind: 'search',
        id,
        label: F.operators[filter.operator]({ field: fieldLabel(filter.field) }),
      });
    }
    return panel;
  }, [definition, applied, fieldLabel, entityOptions, texts, LL]);
}
