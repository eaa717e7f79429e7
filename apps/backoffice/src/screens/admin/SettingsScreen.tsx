import { getDynamicSettings, updateDynamicSettings, useApi } from '@backoffice/api';
import {
  Card,
  EmptyState,
  NumberInput,
  showToast,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  TextInput,
} from '@backoffice/ui';
import { useState } from 'react';
import useSWR from 'swr';

import { EntityPage } from '../../entities/EntityPage';
import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { useUnsavedChanges } from '../../navigation/LeaveGuard';
import type { ScreenProps } from '../screenTypes';
import { code } from './admin.css';
import * as styles from './settings.css';
import type { SettingsObject } from './settingsShape';
import {
  editableSettings,
  humanize,
  isPlainObject,
  jsonOnlyPaths,
  kindOf,
  parseSettingsJson,
  setAt,
} from './settingsShape';

const KEY = ['dynamic_settings'] as const;

/** The first settings record of GET /dynamic_settings (a hydra list, a plain list or the record itself). */
function firstSettings(answer: unknown): SettingsObject | null {
  if (Array.isArray(answer)) return isPlainObject(answer[0]) ? answer[0] : null;
  if (!isPlainObject(answer)) return null;
  const members = answer['hydra:member'];
  if (Array.isArray(members)) return isPlainObject(members[0]) ? members[0] : null;
  return answer;
}

/**
 * The dynamic settings (GET and PUT dynamic_settings). The form is made from the shape that arrives: booleans as
 * switches, numbers as number fields, texts as text fields, nested objects as groups; the JSON view edits
 * everything, also what the form cannot show, and is checked before it is saved.
 */
export function SettingsScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const T = LL.admin.settings;
  const settings = useSWR(KEY, async () => firstSettings(await getDynamicSettings(client)));
  const [draft, setDraft] = useState<SettingsObject | null>(null);
  const [tab, setTab] = useState<'form' | 'json'>('form');
  const [jsonText, setJsonText] = useState('');
  const [jsonError, setJsonError] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const loaded = settings.data ? editableSettings(settings.data) : null;
  const values = draft ?? loaded ?? {};
  const isDirty =
    (draft !== null && JSON.stringify(draft) !== JSON.stringify(loaded)) ||
    (tab === 'json' && jsonText !== JSON.stringify(values, null, 2));
  useUnsavedChanges(isDirty);

  /** The JSON view's settings, or null (with the reason shown on the field) when they cannot be used. */
  const readJson = (): SettingsObject | null => {
    const parsed = parseSettingsJson(jsonText);
    if (parsed.ok) {
      setJsonError(undefined);
      return parsed.value;
    }
    setJsonError(parsed.reason === 'syntax' ? T.jsonInvalid({ message: parsed.message }) : T.jsonNotObject());
    return null;
  };

  const switchTab = (next: 'form' | 'json') => {
    if (next === tab) return;
    if (next === 'json') {
      setJsonText(JSON.stringify(values, null, 2));
      setJsonError(undefined);
      setTab('json');
      return;
    }
    const parsed = readJson();
    if (!parsed) return;
    setDraft(parsed);
    setTab('form');
  };

  const save = async () => {
    const id = settings.data?.id;
    if (id === undefined || id === null) return;
    const body = tab === 'json' ? readJson() : values;
    if (!body) return;
    setSaving(true);
    try {
      const saved = await updateDynamicSettings(client, id as string | number, body);
      await settings.mutate(saved, { revalidate: false });
      setDraft(null);
      if (tab === 'json') setJsonText(JSON.stringify(editableSettings(saved), null, 2));
      showToast(notify.queue, { title: T.saved(), tone: 'success' });
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setSaving(false);
    }
  };

  const labelOf = (path: readonly string[]) => {
    const key = path[path.length - 1] ?? '';
    const known = (T.fields as Record<string, (() => string) | undefined>)[key];
    return known ? known() : humanize(key);
  };
  const onlyInJson = jsonOnlyPaths(values);

  return (
    <EntityPage
      title={route.title(LL)}
      isLoading={!settings.data && !settings.error}
      loadFailed={settings.error && !settings.data ? () => void settings.mutate() : undefined}
      primaryAction={{
        label: T.save(),
        onPress: () => void save(),
        isPending: isSaving,
        isDisabled: !settings.data,
      }}
    >
      {settings.data === null ? (
        <EmptyState heading={T.empty()} />
      ) : (
        <Tabs selectedKey={tab} onSelectionChange={(key) => switchTab(key === 'json' ? 'json' : 'form')}>
          <TabList aria-label={T.tabs()}>
            <Tab id="form">{T.formTab()}</Tab>
            <Tab id="json">{T.jsonTab()}</Tab>
          </TabList>
          <TabPanel id="form">
            <Card description={T.intro()}>
              <Stack gap="300">
                <SettingsFields
                  value={values}
                  path={[]}
                  labelOf={labelOf}
                  onChange={(path, value) => setDraft(setAt(values, path, value))}
                />
                {onlyInJson.length > 0 ? <p>{T.onlyInJson({ fields: onlyInJson.join(', ') })}</p> : null}
              </Stack>
            </Card>
          </TabPanel>
          <TabPanel id="json">
            <Card description={T.jsonHelp()}>
              <div className={code}>
                <TextArea
                  label={T.json()}
                  value={jsonText}
                  onChange={(text) => {
                    setJsonText(text ?? '');
                    setJsonError(undefined);
                  }}
                  rows={16}
                  {...(jsonError ? { errorMessage: jsonError } : {})}
                />
              </div>
            </Card>
          </TabPanel>
        </Tabs>
      )}
    </EntityPage>
  );
}

/** The controls of one settings object; nested objects become labelled groups. */
function SettingsFields({
  value,
  path,
  labelOf,
  onChange,
}: {
  value: SettingsObject;
  path: readonly string[];
  labelOf: (path: readonly string[]) => string;
  onChange: (path: readonly string[], value: unknown) => void;
}) {
  return (
    <>
      {Object.entries(value).map(([key, item]) => {
        const at = [...path, key];
        const label = labelOf(at);
        const name = at.join('.');
        switch (kindOf(item)) {
          case 'switch':
            return (
              <Switch
                key={name}
                name={name}
                label={label}
                value={item as boolean}
                onChange={(next) => onChange(at, next === true)}
              />
            );
          case 'number':
            return (
              <NumberInput
                key={name}
                name={name}
                label={label}
                value={item as number}
                onChange={(next) => onChange(at, next ?? 0)}
              />
            );
          case 'text':
            return (
              <TextInput
                key={name}
                name={name}
                label={label}
                value={item as string}
                onChange={(next) => onChange(at, next ?? '')}
              />
            );
          case 'group':
            return (
              <fieldset key={name} className={styles.group}>
                <legend className={styles.legend}>{label}</legend>
                <Stack gap="300">
                  <SettingsFields
                    value={item as SettingsObject}
                    path={at}
                    labelOf={labelOf}
                    onChange={onChange}
                  />
                </Stack>
              </fieldset>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
