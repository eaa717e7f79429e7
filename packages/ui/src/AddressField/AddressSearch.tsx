import type { Address } from '@backoffice/domain';
import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';

import { FieldFrame } from '../Form/FieldFrame';
import { input as inputStyle } from '../Form/FieldFrame.css';
import { overlaySurface } from '../private/overlay.css';
import * as css from './AddressInput.css';
import type { PlacesApi, PlaceSuggestion } from './placesApi';

/** Suggestions are fetched this long after the last keystroke (one request per pause, not per key). */
const suggestDelayMs = 300;

interface AddressSearchProps {
  api: PlacesApi;
  label: string;
  noSuggestions: string;
  isDisabled?: boolean;
  onSelect: (address: Address) => void;
}

/** The autocomplete box (RAC `ComboBox`): type, pick a suggestion, get its address. */
export function AddressSearch({ api, label, noSuggestions, isDisabled, onSelect }: AddressSearchProps) {
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);

  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      api.suggest(text).then(
        (found) => {
          if (isCurrent) setSuggestions(found);
        },
        () => {
          if (isCurrent) setSuggestions([]);
        },
      );
    }, suggestDelayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [api, text]);

  const choose = (key: Key | null) => {
    if (key === null) return;
    api.resolve(String(key)).then(onSelect, () => undefined);
  };

  return (
    <ComboBox
      inputValue={text}
      onInputChange={setText}
      items={suggestions}
      onSelectionChange={choose}
      isDisabled={isDisabled}
      allowsEmptyCollection
      menuTrigger="input"
    >
      <FieldFrame label={label}>
        <Input className={inputStyle} />
      </FieldFrame>
      <Popover className={overlaySurface} offset={4}>
        <ListBox<PlaceSuggestion>
          className={css.listBox}
          renderEmptyState={() => <div className={css.empty}>{noSuggestions}</div>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.text} className={css.option}>
              {item.text}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
