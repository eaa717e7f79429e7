import type { Ref } from 'react';
import { useCallback, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  ButtonContext,
  ComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';

import { Button } from '../Button/Button';
import { FieldFrame } from '../Form/FieldFrame';
import { option as optionStyle } from '../Form/Select.css';
import type { ControlProps } from '../Form/types';
import { useFieldFrameIds } from '../Form/useFieldFrameIds';
import { Icon } from '../Icon/Icon';
import { overlaySurface } from '../private/overlay.css';
import { SpinnerGlyph } from '../Spinner/Spinner';
import * as styles from './EntityPicker.css';
import type { EntityKey, EntityOption, LoadEntityOptions } from './useOptionsLoader';
import { useOptionsLoader } from './useOptionsLoader';

/** Texts of {@link EntityPicker}. */
export interface EntityPickerLabels {
  /** Shown in the list while a search runs ("Loading…"). */
  loading: string;
  /** Shown in the list when a search found nothing ("No results"). */
  noResults: string;
  /** Shown under the field, and in the list, when a search failed ("The options could not be loaded."). */
  loadError: string;
  /** The button that runs the failed search again ("Retry"). */
  retry: string;
  /** The accessible name of the button that empties the field ("Clear"). */
  clear: string;
  /** Read before a chosen option's name on its remove button ("Remove" → "Remove Pizza Place"). */
  remove: string;
}

/** What both modes of {@link EntityPicker} take. */
interface EntityPickerBaseProps {
  /**
   * Finds the options matching the typed text (the kit never calls the API: the app's loader calls
   * `GET /select-options/{entity}`). Called 250 ms after typing pauses, and at once when the list opens; an
   * earlier call still running is aborted through `signal`.
   */
  loadOptions: LoadEntityOptions;
  /**
   * The options of the current value, for their labels: an edit form knows the value's labels (the entity
   * embeds them) before any search has returned them. A value whose label is known from nowhere shows as is.
   */
  selectedOptions?: readonly EntityOption[];
  /** Texts. */
  labels: EntityPickerLabels;
  /** Placeholder text (never instead of the label). */
  placeholder?: string;
  /**
   * The pause after the last keystroke before a search, in milliseconds.
   * @default 250
   */
  debounceMs?: number;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** Props of {@link EntityPicker} choosing one entity: the value is its id, `null` when none. */
export interface EntityPickerSingleProps extends EntityPickerBaseProps, ControlProps<EntityKey | null> {
  /** Choose one entity. */
  isMultiple?: false;
}

/** Props of {@link EntityPicker} choosing many entities: the value is their ids, shown as removable tags. */
export interface EntityPickerMultipleProps
  extends EntityPickerBaseProps, ControlProps<readonly EntityKey[] | null> {
  /** Choose many entities. */
  isMultiple: true;
}

/**
 * Props of {@link EntityPicker}. States: `data-open`, `data-invalid`, `data-disabled`, `data-focused` on the
 * root; `data-focus-within` on the input box; `data-focused`, `data-selected` on each option;
 * `data-focus-visible` on each tag.
 */
export type EntityPickerProps = EntityPickerSingleProps | EntityPickerMultipleProps;

interface PickerItem {
  id: EntityKey;
  label: string;
}

/**
 * Chooses one or many entities from a searched list (RAC `ComboBox`, with RAC `TagGroup` for the chosen ones):
 * type to search, ↓/↑ to move, Enter to choose, Escape to close; a multiple picker keeps the list open to
 * choose more, and each tag is removed with its button or Delete/Backspace. While a search runs the list says
 * so; it says when nothing matched; a failed search shows an error with a Retry button under the field.
 *
 * **When to use:** EntityPicker chooses one entity (a restaurant, a company, a user) from a list searched on
 * the server, as the entity forms' `entity` fields do; with `isMultiple` it chooses several, shown as
 * removable tags. In a kit <Form> use `EntityPickerField`.
 *
 * **When not to use:** A short list of options known up front is a `Select` (one) or `MultiSelect` (many,
 * checkboxes).
 */
export function EntityPicker(props: EntityPickerProps) {
  const {
    label,
    onBlur,
    errorMessage,
    description,
    isRequired,
    isDisabled,
    name,
    loadOptions,
    selectedOptions,
    labels,
    placeholder,
    debounceMs = 250,
    ref,
  } = props;
  const keys = toKeys(props);
  const emit = (next: readonly EntityKey[]) => {
    if (props.isMultiple) props.onChange(next);
    else props.onChange(next[0] ?? null);
  };

  const { load, request } = useOptionsLoader(loadOptions, debounceMs);
  // The text the user typed since the last choice; null shows the choice itself (single) or nothing (multiple).
  const [typed, setTyped] = useState<string | null>(null);
  // Labels of the options chosen from a search, which the next search may no longer return.
  const [picked, setPicked] = useState<ReadonlyMap<EntityKey, string>>(new Map());
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { ids, controlProps } = useFieldFrameIds({ description, errorMessage });
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const found = load.status === 'ready' ? load.options : [];
  const items: PickerItem[] = found.map((option) => ({ id: option.value, label: option.label }));
  const labelOf = (key: EntityKey): string =>
    picked.get(key) ??
    selectedOptions?.find((option) => option.value === key)?.label ??
    found.find((option) => option.value === key)?.label ??
    String(key);
  const selectedText = !props.isMultiple && keys[0] !== undefined ? labelOf(keys[0]) : '';
  const search = typed ?? '';

  // RAC calls this on a choice, and also when the list closes (Escape, blur) with the value unchanged.
  const choose = (next: Key | readonly Key[] | null) => {
    const nextKeys = next === null ? [] : Array.isArray(next) ? [...next] : [next as Key];
    // A multiple picker keeps the search while choosing several; a single one shows its choice.
    if (!props.isMultiple || sameKeys(nextKeys, keys)) setTyped(null);
    if (sameKeys(nextKeys, keys)) return;
    const added = nextKeys.filter((key) => !keys.includes(key));
    if (added.length > 0) {
      setPicked((known) => {
        const merged = new Map(known);
        for (const key of added) {
          const item = items.find((candidate) => candidate.id === key);
          if (item) merged.set(key, item.label);
        }
        return merged;
      });
    }
    emit(nextKeys);
  };

  const clear = () => {
    setTyped(null);
    emit([]);
    inputRef.current?.focus();
  };

  const emptyState =
    load.status === 'loading' ? (
      <div className={styles.listState}>
        <SpinnerGlyph size="sm" />
        {labels.loading}
      </div>
    ) : load.status === 'error' ? (
      <div className={styles.listState}>{labels.loadError}</div>
    ) : load.status === 'ready' ? (
      <div className={styles.listState}>{labels.noResults}</div>
    ) : null;

  return (
    <FieldFrame
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      ids={ids}
    >
      <ComboBox<PickerItem, 'single' | 'multiple'>
        id={ids.input}
        aria-labelledby={ids.label}
        aria-describedby={controlProps['aria-describedby']}
        selectionMode={props.isMultiple ? 'multiple' : 'single'}
        value={props.isMultiple ? keys : (keys[0] ?? null)}
        onChange={choose}
        inputValue={typed ?? selectedText}
        onInputChange={(text) => {
          // RAC puts the chosen option's text back itself when that option is chosen again: not a search.
          if (typed === null && text === selectedText) return;
          setTyped(text);
          request(text, 'debounced');
          if (!props.isMultiple && text === '' && keys.length > 0) emit([]);
        }}
        onOpenChange={(isOpen) => {
          const isCurrent = load.status !== 'idle' && load.status !== 'error' && load.search === search;
          if (isOpen && !isCurrent) request(search, 'now');
        }}
        items={items}
        allowsEmptyCollection
        onBlur={onBlur}
        isInvalid={errorMessage !== undefined}
        isRequired={isRequired}
        isDisabled={isDisabled}
        name={name}
        validationBehavior="aria"
      >
        <Group className={styles.control}>
          <Input ref={setInput} className={styles.input} placeholder={placeholder} />
          {load.status === 'loading' ? (
            <span className={styles.busy} aria-hidden="true">
              <SpinnerGlyph size="sm" />
            </span>
          ) : null}
          {keys.length > 0 && !isDisabled ? (
            // Inside a ComboBox every RAC Button is its trigger; the clear button is not.
            <ButtonContext.Provider value={null}>
              <AriaButton aria-label={labels.clear} onPress={clear} className={styles.trigger}>
                <Icon name="close" size="sm" />
              </AriaButton>
            </ButtonContext.Provider>
          ) : null}
          <AriaButton className={styles.trigger}>
            <Icon name="chevronDown" size="sm" />
          </AriaButton>
        </Group>
        <Popover className={overlaySurface} offset={4}>
          <ListBox<PickerItem> className={styles.listBox} renderEmptyState={() => emptyState}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className={optionStyle}>
                {({ isSelected }) => (
                  <>
                    {item.label}
                    {isSelected ? <Icon name="check" size="sm" /> : null}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {/* Outside the ComboBox: its collection would take the tags for options. */}
      {props.isMultiple && keys.length > 0 ? (
        <TagGroup
          aria-labelledby={ids.label}
          onRemove={(removed) => {
            const next = keys.filter((key) => !removed.has(key));
            emit(next);
            if (next.length === 0) inputRef.current?.focus();
          }}
        >
          <TagList className={styles.tagList} items={keys.map((key) => ({ id: key, label: labelOf(key) }))}>
            {(item) => (
              <Tag id={item.id} textValue={item.label} className={styles.tag} isDisabled={isDisabled}>
                <span className={styles.tagText}>{item.label}</span>
                {isDisabled ? null : (
                  <AriaButton slot="remove" aria-label={labels.remove} className={styles.tagRemove}>
                    <Icon name="close" size="sm" />
                  </AriaButton>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
      {load.status === 'error' ? (
        <div className={styles.loadError} role="alert">
          <Icon name="alert" size="sm" />
          {labels.loadError}
          <Button variant="quiet" size="sm" onPress={() => request(search, 'now')}>
            {labels.retry}
          </Button>
        </div>
      ) : null}
    </FieldFrame>
  );
}

function toKeys(props: EntityPickerProps): readonly EntityKey[] {
  if (props.isMultiple) return props.value ?? [];
  return props.value === null || props.value === undefined ? [] : [props.value];
}

function sameKeys(left: readonly Key[], right: readonly Key[]): boolean {
  return left.length === right.length && left.every((key, index) => right[index] === key);
}
