import type { FileLocation } from '@backoffice/api';
import { resources, uploadFile, useApi, useItem, ViolationsError } from '@backoffice/api';
import type { Invoice } from '@backoffice/domain';
import {
  formatMoney,
  idOfIri,
  invoiceFileLocation,
  invoiceOwnerTypes,
  invoicePrefill,
  validateInvoice,
} from '@backoffice/domain';
import type { SubmitOutcome, Violation } from '@backoffice/ui';
import {
  Badge,
  Card,
  FileUpload,
  Form,
  FormSaveBar,
  formatFileSize,
  IconButton,
  Inline,
  NumberField,
  Page,
  PageLayout,
  SaveButton,
  Stack,
  TextField,
} from '@backoffice/ui';
import type { RefObject } from 'react';
import { useMemo, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useLocation } from 'wouter';

import { usePlatformConfig } from '../../config/ConfigGate';
import { EntityField } from '../../entities/EntityField';
import { EntityPage } from '../../entities/EntityPage';
import type { EntityTexts, FieldDefinition } from '../../entities/types';
import { useEntitySave } from '../../entities/useEntitySave';
import { useSaveConflict } from '../../entities/useSaveConflict';
import { useErrorHandler } from '../../errors/useErrorHandler';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/I18nProvider';
import { useGuardedNavigate, useUnsavedChanges } from '../../navigation/LeaveGuard';
import { toFormMessages } from '../orders/orderDialogTexts';
import type { ScreenProps } from '../screenTypes';
import { INVOICE_FILE_TYPES, MAX_INVOICE_FILE_BYTES } from './fileManagerSource';
import { InvoiceFileManager } from './InvoiceFileManager';

/** One file of the form: stored already (an id) or chosen now (its File waits in `chosen`, by key). */
interface FileLine {
  key: string;
  id?: string | number;
  title: string;
  fileName: string;
  value: number | null;
}

/** The invoice form's values. */
interface InvoiceValues {
  type: string | null;
  company: string | null;
  restaurant: string | null;
  periodStart: string;
  periodEnd: string;
  amount: number | null;
  files: FileLine[];
}

type StoredFile = { id?: string | number; title?: string | null; fileName?: string | null; value?: unknown };

const toValues = (invoice: Invoice | null, prefill: ReturnType<typeof invoicePrefill>): InvoiceValues => ({
  type: invoice?.type ?? prefill?.type ?? 'company',
  company: invoice?.company ?? prefill?.company ?? null,
  restaurant: invoice?.restaurant ?? prefill?.restaurant ?? null,
  periodStart: invoice?.periodStart?.slice(0, 10) ?? '',
  periodEnd: invoice?.periodEnd?.slice(0, 10) ?? '',
  amount: invoice?.amount ?? null,
  files: ((invoice?.files ?? []) as StoredFile[]).map((file, index) => ({
    key: `stored-${String(file.id ?? index)}`,
    ...(file.id === undefined ? {} : { id: file.id }),
    title: file.title ?? '',
    fileName: file.fileName ?? '',
    value: typeof file.value === 'number' ? file.value : null,
  })),
});

const sumOf = (files: readonly FileLine[]) =>
  files.reduce((total, file) => total + Math.round((file.value ?? 0) * 100), 0) / 100;

function invoiceTexts(LL: TranslationFunctions): EntityTexts {
  const F = LL.invoices.form;
  return {
    one: F.name,
    many: LL.invoices.list.table,
    create: LL.invoices.dashboard.create,
    empty: LL.invoices.list.empty,
    fields: {
      type: F.fields.type,
      company: F.fields.company,
      restaurant: F.fields.restaurant,
      periodStart: F.fields.periodStart,
      periodEnd: F.fields.periodEnd,
      amount: F.fields.amount,
    },
    options: { type: { company: LL.invoices.types.company, restaurant: LL.invoices.types.restaurant } },
  };
}

const ownerFields: FieldDefinition<InvoiceValues>[] = [
  { name: 'type', kind: 'select', options: invoiceOwnerTypes, isRequired: true },
  {
    name: 'company',
    kind: 'entity',
    entity: 'companies',
    isRequired: true,
    visibleWhen: (v) => v.type === 'company',
  },
  {
    name: 'restaurant',
    kind: 'entity',
    entity: 'restaurants',
    isRequired: true,
    visibleWhen: (v) => v.type === 'restaurant',
  },
];
const periodFields: FieldDefinition<InvoiceValues>[] = [
  { name: 'periodStart', kind: 'date', isRequired: true },
  { name: 'periodEnd', kind: 'date', isRequired: true },
];

/**
 * The invoice create and edit screen (`/invoices/create`, `/invoices/create/{itemType}/{itemId}` prefilled with
 * the company or restaurant, `/invoices/{entityId}`): the company or restaurant, the period, the files with their
 * titles and values, and the amount, which must be the sum of the values (refused on its field otherwise). On
 * save each new file is uploaded to the owner's file manager with its title; an upload the server refuses or
 * fails shows the request error on that file and keeps everything typed. The edit screen also shows the owner's
 * file manager.
 */
export function InvoiceFormScreen({ route, params }: ScreenProps) {
  const { LL } = useI18n();
  const id = params.entityId ?? null;
  const item = useItem(resources.billing, id);
  if (id !== null && !item.data) {
    return (
      <EntityPage
        title={route.title(LL)}
        isLoading={item.error === undefined}
        loadFailed={item.error !== undefined ? () => void item.mutate() : undefined}
      />
    );
  }
  const prefill = invoicePrefill(params.itemType, params.itemId);
  return <InvoiceForm key={id ?? 'new'} invoice={item.data ?? null} prefill={prefill} />;
}

function InvoiceForm({
  invoice,
  prefill,
}: {
  invoice: Invoice | null;
  prefill: ReturnType<typeof invoicePrefill>;
}) {
  const { LL } = useI18n();
  const { client } = useApi();
  const onError = useErrorHandler();
  const save = useEntitySave(resources.billing);
  const [, navigate] = useLocation();
  const guarded = useGuardedNavigate();
  const [saved, setSaved] = useState<Invoice | null>(invoice);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  /** Files chosen in this visit, by line key; uploaded ones move to `uploaded` so a retry does not send them twice. */
  const chosen = useRef(new Map<string, File>());
  const uploaded = useRef(new Map<string, { id: string | number; fileName: string }>());
  const F = LL.invoices.form;
  const config = usePlatformConfig();
  const money = (value: number) => formatMoney(value, config.currencyCode, config.currencyLocale);

  const initialValues = useMemo(() => toValues(saved, prefill), [saved, prefill]);
  const conflict = useSaveConflict<Invoice, InvoiceValues>({
    toValues: (current) => toValues(current, prefill),
    onCurrent: setSaved,
  });
  const messages = useMemo(() => toFormMessages(LL), [LL]);
  const validate = (values: InvoiceValues) => {
    const { errors } = validateInvoice(values);
    const shown: Record<string, string> = {};
    for (const [path, code] of Object.entries(errors)) {
      shown[path] = code === 'sum' ? F.sumInvalid({ sum: money(sumOf(values.files)) }) : LL.form.invalid();
    }
    return shown;
  };

  const submit = async (values: InvoiceValues): Promise<SubmitOutcome> => {
    const owner = values.type === 'restaurant' ? values.restaurant : values.company;
    const at = invoiceFileLocation({
      type: values.type,
      company: values.type === 'company' ? values.company : null,
      restaurant: values.type === 'restaurant' ? values.restaurant : null,
    });
    if (!at || !owner)
      return { violations: [{ propertyPath: values.type ?? 'type', message: LL.form.invalid() }] };
    // Each new file goes to the file manager with its title; the others keep going when one fails.
    const failures: Violation[] = [];
    const files = await Promise.all(
      values.files.map(async (line, index) => {
        const stored = line.id ?? uploaded.current.get(line.key)?.id;
        if (stored !== undefined)
          return {
            id: stored,
            title: line.title.trim(),
            fileName: uploaded.current.get(line.key)?.fileName ?? line.fileName,
            value: line.value,
          };
        const file = chosen.current.get(line.key);
        if (!file) return null;
        try {
          const result = await uploadFile(client, at, {
            file,
            fileName: file.name,
            title: line.title.trim(),
            ...(saved?.billingFolderId ? { folderId: saved.billingFolderId } : {}),
          });
          uploaded.current.set(line.key, { id: result.id, fileName: result.fileName ?? file.name });
          return {
            id: result.id,
            title: line.title.trim(),
            fileName: result.fileName ?? file.name,
            value: line.value,
          };
        } catch (error) {
          const field = `files.${index}.title`;
          if (error instanceof ViolationsError) {
            onError(error, 'save');
            failures.push(
              ...error.violations.map((violation) => ({ propertyPath: field, message: violation.message })),
            );
          } else {
            onError(error, 'save');
            failures.push({ propertyPath: field, message: F.uploadFailed({ name: file.name }) });
          }
          return null;
        }
      }),
    );
    if (failures.length > 0) return { violations: failures };

    const payload: Partial<Invoice> & { files: unknown[] } = {
      type: values.type,
      company: values.type === 'company' ? values.company : null,
      restaurant: values.type === 'restaurant' ? values.restaurant : null,
      relationId: Number(idOfIri(owner)),
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      amount: values.amount,
      files: files.filter((file) => file !== null),
    };
    const outcome = await save(saved, payload as Partial<Invoice>);
    if ('violations' in outcome) return outcome;
    if ('saved' in outcome) {
      setSaved(outcome.saved);
      return undefined;
    }
    setDirty(false);
    queueMicrotask(() => navigate(`/invoices/${String(outcome.created.id)}`));
    return undefined;
  };

  const title = saved ? `${F.name()} #${String(saved.id)}` : LL.invoices.dashboard.create();
  const location = useMemo(() => (saved ? invoiceFileLocation(saved) : null), [saved]);
  const at = useMemo<FileLocation | null>(
    () => (location ? { type: location.type, relation: location.relation } : null),
    [location],
  );
  const C = LL.entities.common;
  return (
    <Form<InvoiceValues>
      initialValues={initialValues}
      onSubmit={submit}
      validate={validate}
      messages={messages}
      validationDelay={1000}
      saveDelay={1000}
      onDirtyChange={setDirty}
      onFormError={(_messages, error) => {
        if (error !== undefined && !conflict.accept(error)) onError(error, 'save');
      }}
      aria-label={title}
    >
      <Page
        title={title}
        appTitle={LL.app.title()}
        secondaryActions={[{ id: 'cancel', label: C.cancel(), onPress: () => guarded('/invoices') }]}
        labels={{ moreActions: C.moreActions() }}
      >
        {conflict.notice}
        <PageLayout
          main={
            <Stack gap="400">
              <FilesCard chosen={chosen} />
              {at ? (
                <Card title={F.sections.fileManager()}>
                  <InvoiceFileManager at={at} />
                </Card>
              ) : (
                <Card title={F.sections.fileManager()} description={F.fileManagerLater()} />
              )}
            </Stack>
          }
          aside={
            <Stack gap="400">
              <FieldsCard title={F.sections.owner()} fields={ownerFields} />
              <FieldsCard title={F.sections.period()} fields={periodFields} />
              <AmountCard money={money} />
            </Stack>
          }
        />
        {dirty ? null : (
          <Inline gap="200">
            <SaveButton>{saved ? C.save() : LL.invoices.dashboard.create()}</SaveButton>
          </Inline>
        )}
        <FormSaveBar labels={{ message: C.unsaved(), save: C.save(), discard: C.discard() }} />
      </Page>
    </Form>
  );
}

function FieldsCard({ title, fields }: { title: string; fields: FieldDefinition<InvoiceValues>[] }) {
  const { LL } = useI18n();
  const texts = useMemo(() => invoiceTexts(LL), [LL]);
  const { values } = useFormState<InvoiceValues>({ subscription: { values: true } });
  return (
    <Card title={title}>
      <Stack gap="300">
        {fields
          .filter((field) => field.visibleWhen?.(values) ?? true)
          .map((field) => (
            <EntityField key={field.name} field={field} texts={texts} />
          ))}
      </Stack>
    </Card>
  );
}

function AmountCard({ money }: { money: (value: number) => string }) {
  const { LL } = useI18n();
  const F = LL.invoices.form;
  const { values } = useFormState<InvoiceValues>({ subscription: { values: true } });
  return (
    <Card title={F.sections.amount()}>
      <NumberField
        name="amount"
        label={F.fields.amount()}
        isRequired
        description={F.sumHint({ sum: money(sumOf(values.files)) })}
      />
    </Card>
  );
}

let nextLine = 0;

function FilesCard({ chosen }: { chosen: RefObject<Map<string, File>> }) {
  const { LL, locale } = useI18n();
  const F = LL.invoices.form;
  const C = LL.entities.common;
  const form = useForm<InvoiceValues>();
  const { values } = useFormState<InvoiceValues>({ subscription: { values: true } });
  const add = (files: File[]) => {
    const lines = files.map((file): FileLine => {
      nextLine += 1;
      const key = `new-${nextLine}`;
      chosen.current.set(key, file);
      return { key, title: file.name.replace(/\.[^.]+$/, ''), fileName: file.name, value: null };
    });
    form.change('files', [...values.files, ...lines]);
  };
  return (
    <Card title={F.sections.files()} description={F.filesIntro()}>
      <Stack gap="400">
        {values.files.length === 0 ? <p>{F.noFiles()}</p> : null}
        {values.files.map((line, index) => (
          <Stack key={line.key} gap="200">
            <Inline gap="200" justifyContent="space-between">
              <Inline gap="200">
                <strong>{line.fileName || line.title}</strong>
                {line.id !== undefined ? <Badge tone="info">{F.stored()}</Badge> : null}
              </Inline>
              <IconButton
                icon="close"
                size="sm"
                label={F.removeFile({ name: line.fileName || line.title })}
                onPress={() => {
                  chosen.current.delete(line.key);
                  form.change(
                    'files',
                    values.files.filter((entry) => entry.key !== line.key),
                  );
                }}
              />
            </Inline>
            <Inline gap="300" alignItems="flex-start">
              <TextField
                name={`files.${index}.title`}
                label={F.fields.fileTitle({ name: line.fileName || line.title })}
                isRequired
              />
              <NumberField
                name={`files.${index}.value`}
                label={F.fields.fileValue({ name: line.fileName || line.title })}
              />
            </Inline>
          </Stack>
        ))}
        <FileUpload
          label={F.fields.newFiles()}
          value={[]}
          onChange={add}
          acceptedTypes={INVOICE_FILE_TYPES}
          maxSize={MAX_INVOICE_FILE_BYTES}
          labels={{
            choose: C.file.choose(),
            drop: C.file.drop(),
            files: C.file.files(),
            remove: (fileName) => C.file.remove({ fileName }),
            size: (bytes) => C.file.size({ size: formatFileSize(bytes, locale) }),
          }}
          messages={{
            type: (fileName) => C.file.type({ fileName }),
            size: (fileName) => C.file.tooLarge({ fileName }),
          }}
        />
      </Stack>
    </Card>
  );
}
