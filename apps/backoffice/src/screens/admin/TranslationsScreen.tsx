import { cloneTranslation, resources, translateTranslation, useApi } from '@backoffice/api';
import type { DataListColumn } from '@backoffice/ui';
import {
  Button,
  DataList,
  Dialog,
  Modal,
  Select,
  showToast,
  Stack,
  TextArea,
  TextInput,
} from '@backoffice/ui';
import { useState } from 'react';
import useSWR from 'swr';

import { EntityPage } from '../../entities/EntityPage';
import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { toDataListLabels } from '../../i18n/listLabels';
import type { ScreenProps } from '../screenTypes';
import { sideBySide } from './admin.css';

/** One translated text as the platform keeps it. */
type TranslationRow = {
  id: string | number;
  key?: string;
  namespace?: string;
  locale?: string;
  value?: string;
};

const LOCALES = ['en', 'hu'] as const;
type Locale = (typeof LOCALES)[number];

/**
 * The platform's translations (super admin): searched and listed by language; one is translated with its en and
 * hu texts side by side (PUT {id}/translate per changed text), or cloned under a new key or language.
 */
export function TranslationsScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const T = LL.admin.translations;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [search, setSearch] = useState('');
  const [locales, setLocales] = useState<string[]>([]);
  const [translating, setTranslating] = useState<TranslationRow | null>(null);
  const [cloning, setCloning] = useState<TranslationRow | null>(null);
  const query = {
    page,
    itemsPerPage: pageSize,
    'order[key]': 'asc',
    ...(search ? { search } : {}),
    ...(locales.length === 1 ? { locale: locales[0] } : {}),
  };
  const list = useSWR(['translations', 'list', query], () => resources.translations.list(client, query));

  const columns: DataListColumn<TranslationRow>[] = [
    { id: 'key', header: T.key(), isRowHeader: true, cell: (row) => row.key ?? '' },
    { id: 'value', header: T.value(), cell: (row) => row.value ?? '' },
    {
      id: 'locale',
      header: T.locale(),
      cell: (row) =>
        row.locale === 'en' || row.locale === 'hu' ? LL.common.languages[row.locale]() : row.locale,
    },
    { id: 'namespace', header: T.namespace(), cell: (row) => row.namespace ?? '' },
  ];

  return (
    <EntityPage title={route.title(LL)}>
      <DataList<TranslationRow>
        columns={columns}
        rows={list.data?.items ?? []}
        getRowId={(row) => String(row.id)}
        total={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        search={search}
        onSearchChange={(text) => {
          setSearch(text.trim());
          setPage(1);
        }}
        quickFilters={LOCALES.map((locale) => ({ id: locale, label: LL.common.languages[locale]() }))}
        activeQuickFilters={locales}
        onQuickFiltersChange={(active) => {
          setLocales(active);
          setPage(1);
        }}
        rowActions={() => [
          { id: 'translate', label: T.translate() },
          { id: 'clone', label: T.clone() },
        ]}
        onRowAction={(id, row) => (id === 'translate' ? setTranslating(row) : setCloning(row))}
        isLoading={!list.data && !list.error}
        emptyMessage={T.empty()}
        error={
          list.error && !list.data
            ? {
                message: LL.entities.common.loadError({ message: describeError(list.error, LL) }),
                retryLabel: LL.common.retry(),
                onRetry: () => void list.mutate(),
              }
            : null
        }
        labels={toDataListLabels(LL.entities.common, T.table())}
      />
      {translating ? (
        <TranslateDialog
          row={translating}
          onClose={(saved) => {
            setTranslating(null);
            if (saved) {
              showToast(notify.queue, { title: T.translated(), tone: 'success' });
              void list.mutate();
            }
          }}
        />
      ) : null}
      {cloning ? (
        <CloneDialog
          row={cloning}
          onClose={(key) => {
            setCloning(null);
            if (key) {
              showToast(notify.queue, { title: T.cloned({ key }), tone: 'success' });
              void list.mutate();
            }
          }}
        />
      ) : null}
    </EntityPage>
  );
}

/** The en and hu texts of one key side by side; saving sends each changed one. */
function TranslateDialog({ row, onClose }: { row: TranslationRow; onClose: (saved: boolean) => void }) {
  const { LL } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const T = LL.admin.translations;
  const siblings = useSWR(['translations', 'siblings', row.key, row.namespace], async () => {
    const answer = await resources.translations.list(client, {
      key: row.key ?? '',
      ...(row.namespace ? { namespace: row.namespace } : {}),
      itemsPerPage: 100,
    });
    const texts: Partial<Record<Locale, string>> = {};
    for (const item of answer.items as TranslationRow[]) {
      if (item.key === row.key && (item.locale === 'en' || item.locale === 'hu'))
        texts[item.locale] = item.value ?? '';
    }
    return texts;
  });
  const [draft, setDraft] = useState<Partial<Record<Locale, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Locale, string>>>({});
  const [isSaving, setSaving] = useState(false);
  const loaded = siblings.data ?? {};
  const valueOf = (locale: Locale) => draft[locale] ?? loaded[locale] ?? '';

  const save = async () => {
    const changed = LOCALES.filter(
      (locale) => draft[locale] !== undefined && draft[locale] !== (loaded[locale] ?? ''),
    );
    const missing = changed.filter((locale) => valueOf(locale).trim() === '');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((locale) => [locale, T.required()])));
      return;
    }
    setSaving(true);
    try {
      for (const locale of changed)
        await translateTranslation(client, row.id, { locale, value: valueOf(locale) });
      onClose(changed.length > 0);
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose(false))} size="lg">
      <Dialog
        title={T.translateTitle({ key: row.key ?? String(row.id) })}
        footer={
          <>
            <Button variant="secondary" onPress={() => onClose(false)}>
              {T.cancel()}
            </Button>
            <Button onPress={() => void save()} isPending={isSaving} isDisabled={!siblings.data}>
              {T.save()}
            </Button>
          </>
        }
      >
        <Stack gap="300">
          <p>{T.translateIntro()}</p>
          <div className={sideBySide}>
            {LOCALES.map((locale) => (
              <TextArea
                key={locale}
                label={T.textIn({ language: LL.common.languages[locale]() })}
                value={valueOf(locale)}
                onChange={(value) => {
                  setDraft((current) => ({ ...current, [locale]: value ?? '' }));
                  setErrors((current) => ({ ...current, [locale]: undefined }));
                }}
                rows={4}
                isDisabled={!siblings.data}
                {...(errors[locale] ? { errorMessage: errors[locale] } : {})}
              />
            ))}
          </div>
        </Stack>
      </Dialog>
    </Modal>
  );
}

/** Clones a translation under a new key and language. */
function CloneDialog({ row, onClose }: { row: TranslationRow; onClose: (key: string | null) => void }) {
  const { LL } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const T = LL.admin.translations;
  const [key, setKey] = useState(`${row.key ?? ''}_copy`);
  const [locale, setLocale] = useState<string | null>(row.locale ?? 'en');
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const clone = async () => {
    if (key.trim() === '') {
      setError(T.required());
      return;
    }
    setSaving(true);
    try {
      await cloneTranslation(client, row.id, { key: key.trim(), ...(locale ? { locale } : {}) });
      onClose(key.trim());
    } catch (failure) {
      notify.requestError(describeError(failure, LL));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose(null))}>
      <Dialog
        title={T.cloneTitle({ key: row.key ?? String(row.id) })}
        footer={
          <>
            <Button variant="secondary" onPress={() => onClose(null)}>
              {T.cancel()}
            </Button>
            <Button onPress={() => void clone()} isPending={isSaving}>
              {T.cloneConfirm()}
            </Button>
          </>
        }
      >
        <Stack gap="300">
          <TextInput
            label={T.cloneKey()}
            value={key}
            onChange={(value) => {
              setKey(value ?? '');
              setError(undefined);
            }}
            isRequired
            {...(error ? { errorMessage: error } : {})}
          />
          <Select
            label={T.cloneLocale()}
            value={locale}
            onChange={setLocale}
            options={LOCALES.map((id) => ({ id, label: LL.common.languages[id]() }))}
          />
        </Stack>
      </Dialog>
    </Modal>
  );
}
