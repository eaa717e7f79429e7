import { describe, expect, it } from 'vitest';

import type { KeyPress, LiveShortcutAction } from './liveKeymap';
import { isTypingTarget, liveKeymap, liveShortcutActions, liveShortcutFor, tabFor } from './liveKeymap';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const free = { isTyping: false, isDialogOpen: false };

describe('liveShortcutFor', () => {
  it.each<[string, LiveShortcutAction]>([
    ['a', 'approve'],
    ['A', 'approve'],
    ['+', 'increaseTime'],
    ['=', 'increaseTime'],
    ['-', 'decreaseTime'],
    ['c', 'confirmPreparation'],
    ['p', 'printReceipt'],
    ['x', 'cancel'],
    ['X', 'cancel'],
    ['1', 'tabActive'],
    ['2', 'tabOpen'],
    ['3', 'tabHistory'],
    ['[', 'previousTab'],
    [']', 'nextTab'],
    ['?', 'help'],
  ])('maps %s to %s', (key, action) => {
    expect(liveShortcutFor(press(key), free)).toBe(action);
  });

  it.each(['b', 'i', 'Enter', ' ', 'ArrowDown', 'Escape', 'Home', '4', 'F1'])('leaves %j alone', (key) => {
    expect(liveShortcutFor(press(key), free)).toBeNull();
  });

  it.each<Partial<KeyPress>>([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])(
    'never fires with a modifier held (%o)',
    (modifiers) => {
      expect(liveShortcutFor(press('a', modifiers), free)).toBeNull();
      expect(liveShortcutFor(press('p', modifiers), free)).toBeNull();
    },
  );

  it('never fires while typing in a field', () => {
    expect(liveShortcutFor(press('a'), { isTyping: true, isDialogOpen: false })).toBeNull();
    expect(liveShortcutFor(press('?'), { isTyping: true, isDialogOpen: false })).toBeNull();
  });

  it('never fires while a modal dialog is open', () => {
    expect(liveShortcutFor(press('x'), { isTyping: false, isDialogOpen: true })).toBeNull();
    expect(liveShortcutFor(press('?'), { isTyping: false, isDialogOpen: true })).toBeNull();
  });

  it('gives every action a key, and no key to two actions', () => {
    const keys = liveShortcutActions.flatMap((action) => liveKeymap[action]);
    expect(liveShortcutActions.every((action) => liveKeymap[action].length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    // The carousel's bar owns I on every screen.
    expect(keys).not.toContain('i');
  });
});

describe('tabFor', () => {
  it.each([
    ['tabActive', 'history', 'active'],
    ['tabOpen', 'active', 'open'],
    ['tabHistory', 'open', 'history'],
    ['nextTab', 'active', 'open'],
    ['nextTab', 'history', 'active'],
    ['previousTab', 'active', 'history'],
    ['previousTab', 'open', 'active'],
  ] as const)('%s from %s goes to %s', (action, from, to) => {
    expect(tabFor(action, from)).toBe(to);
  });

  it('names no tab for other actions', () => {
    expect(tabFor('approve', 'active')).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it.each([
    ['<input type="text" />', true],
    ['<textarea></textarea>', true],
    ['<select><option>1</option></select>', true],
    ['<div contenteditable="true"></div>', true],
    ['<div role="textbox"></div>', true],
    ['<button type="button">Approve</button>', false],
    ['<div role="spinbutton" tabindex="0">20 min</div>', false],
  ])('%s: %s', (html, typing) => {
    document.body.innerHTML = html;
    expect(isTypingTarget(document.body.firstElementChild)).toBe(typing);
  });

  it('is false for no target', () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});
