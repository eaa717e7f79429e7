import type { KeyboardEvent } from 'react';
import { useState } from 'react';

import type { InteractionStateProps } from './useInteractionStates';
import { useInteractionStates } from './useInteractionStates';

/** Options of {@link useToggleGroup}. */
export interface ToggleGroupOptions<K extends string> {
  /** The buttons' keys, in their order on screen. */
  keys: readonly K[];
  /** `single`: a radio group, one on at a time, never none; `multiple`: pressed buttons in a toolbar. */
  selectionMode: 'single' | 'multiple';
  /** The keys that are on. */
  selected: readonly K[];
  /** Runs with the keys that are on after a press, in the buttons' order. */
  onChange: (selected: K[]) => void;
  /** The group's accessible name. */
  label: string;
}

/** What {@link useToggleGroup} returns: props for the group's element and for each button. */
export interface ToggleGroup<K extends string> {
  groupProps: {
    role: 'radiogroup' | 'toolbar';
    'aria-label': string;
    'aria-orientation': 'horizontal';
    'data-orientation': 'horizontal';
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  itemProps: (key: K) => Omit<InteractionStateProps, 'onFocus'> & {
    type: 'button';
    role: 'radio' | undefined;
    'aria-checked': boolean | undefined;
    'aria-pressed': boolean | undefined;
    tabIndex: 0 | -1;
    'data-selected': true | undefined;
    onFocus: () => void;
    onClick: () => void;
  };
}

/**
 * A row of native toggle buttons with the roles, states and keys of React Aria's `ToggleButtonGroup`: single
 * selection is a `radiogroup` of `radio`s (`aria-checked`), multiple selection a `toolbar` of `aria-pressed`
 * buttons; `data-selected`, `data-hovered` and `data-focus-visible` on each button. One Tab stop (the button
 * last focused, else the first one on, else the first); Left and Right arrows move focus without wrapping, Home
 * and End go to the ends; Space or Enter toggles.
 */
export function useToggleGroup<K extends string>({
  keys,
  selectionMode,
  selected,
  onChange,
  label,
}: ToggleGroupOptions<K>): ToggleGroup<K> {
  const [focused, setFocused] = useState<K | null>(null);
  const states = useInteractionStates<K>();
  const isSingle = selectionMode === 'single';
  const tabStop =
    focused !== null && keys.includes(focused)
      ? focused
      : (keys.find((key) => selected.includes(key)) ?? keys[0]);

  return {
    groupProps: {
      role: isSingle ? 'radiogroup' : 'toolbar',
      'aria-label': label,
      'aria-orientation': 'horizontal',
      'data-orientation': 'horizontal',
      onKeyDown: (event) => {
        const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
        const index = buttons.findIndex((button) => button === event.target);
        if (index < 0) return;
        const moves: Record<string, number> = {
          ArrowLeft: index - 1,
          ArrowRight: index + 1,
          Home: 0,
          End: buttons.length - 1,
        };
        const next: number | undefined = moves[event.key];
        if (next === undefined) return;
        // Handled here, so that a surrounding toolbar or list does not move focus as well.
        event.preventDefault();
        event.stopPropagation();
        buttons[Math.min(Math.max(next, 0), buttons.length - 1)]?.focus();
      },
    },
    itemProps: (key) => {
      const isSelected = selected.includes(key);
      const state = states(key);
      return {
        ...state,
        type: 'button',
        role: isSingle ? 'radio' : undefined,
        'aria-checked': isSingle ? isSelected : undefined,
        'aria-pressed': isSingle ? undefined : isSelected,
        tabIndex: key === tabStop ? 0 : -1,
        'data-selected': isSelected || undefined,
        onFocus: () => {
          state.onFocus();
          setFocused(key);
        },
        onClick: () => {
          if (isSingle) {
            if (!isSelected) onChange([key]);
            return;
          }
          onChange(keys.filter((other) => (other === key ? !isSelected : selected.includes(other))));
        },
      };
    },
  };
}
