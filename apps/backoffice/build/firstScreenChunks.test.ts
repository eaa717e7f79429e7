import { describe, expect, it } from 'vitest';

import type { BuiltChunk } from './firstScreenChunks';
import { firstScreenModules } from './firstScreenChunks';

const chunk = (fileName: string, fields: Partial<BuiltChunk> & { moduleIds: string[] }): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  ...fields,
});

// A small app: the entry, the sign-in group, the screen layer, the shell's layout, the orders group with a lazy
// dialog of its own, and the restaurants group; automatic chunks hold what several of them share.
const output = [
  chunk('index.js', {
    isEntry: true,
    facadeModuleId: '/src/main.tsx',
    moduleIds: ['/src/main.tsx', 'react-dom'],
  }),
  chunk('auth.js', {
    isDynamicEntry: true,
    facadeModuleId: '/src/screens/groups/auth.ts',
    moduleIds: ['/src/screens/groups/auth.ts'],
    imports: ['index.js', 'button.js'],
  }),
  chunk('screen-layer.js', {
    isDynamicEntry: true,
    moduleIds: ['/src/shell/ScreenLayer.tsx'],
    imports: ['index.js'],
  }),
  chunk('layout.js', {
    isDynamicEntry: true,
    facadeModuleId: '/src/shell/ShellLayout.tsx',
    moduleIds: ['/src/shell/ShellLayout.tsx'],
    imports: ['sidebar.js'],
  }),
  chunk('sidebar.js', { moduleIds: ['/ui/Sidebar.tsx', '/ui/Sidebar.css.ts'] }),
  chunk('button.js', { moduleIds: ['/ui/Button.tsx'] }),
  chunk('table.js', { moduleIds: ['/ui/Table.tsx'], imports: ['button.js'] }),
  chunk('orderFormat.js', { moduleIds: ['/domain/orderFormat.ts'] }),
  chunk('orders.js', {
    isDynamicEntry: true,
    facadeModuleId: '/src/screens/groups/orders.ts',
    moduleIds: ['/src/screens/groups/orders.ts', '/src/screens/orders/table/OrdersTable.tsx'],
    imports: ['table.js', 'orderFormat.js', 'button.js', 'index.js'],
  }),
  chunk('cancelDialog.js', {
    isDynamicEntry: true,
    facadeModuleId: '/src/screens/orders/table/CancelDialog.tsx',
    moduleIds: ['/src/screens/orders/table/CancelDialog.tsx'],
    imports: ['orderFormat.js', 'dialog.js'],
  }),
  chunk('dialog.js', { moduleIds: ['/ui/Dialog.tsx'] }),
  chunk('restaurants.js', {
    isDynamicEntry: true,
    facadeModuleId: '/src/screens/groups/restaurants.ts',
    moduleIds: ['/src/screens/groups/restaurants.ts'],
    imports: ['table.js', 'dialog.js'],
  }),
  { type: 'asset' },
];

const sources = {
  screen: '/src/screens/groups/orders.ts',
  shared: ['/src/shell/ShellLayout.tsx'],
  before: ['/src/screens/groups/auth.ts', '/src/shell/ScreenLayer.tsx'],
  screenFolder: '/src/screens/orders/',
};

describe('firstScreenModules', () => {
  const { shared, screen } = firstScreenModules(output, sources);

  it('keeps what the entry, the sign-in screens and the screen layer load where it is', () => {
    for (const moduleId of ['/src/main.tsx', 'react-dom', '/ui/Button.tsx', '/src/shell/ScreenLayer.tsx']) {
      expect(shared.has(moduleId) || screen.has(moduleId), moduleId).toBe(false);
    }
  });

  it('shares what another screen or the shell layout also needs', () => {
    expect([...shared].sort()).toEqual([
      '/src/shell/ShellLayout.tsx',
      '/ui/Sidebar.css.ts',
      '/ui/Sidebar.tsx',
      '/ui/Table.tsx',
    ]);
  });

  it("gives the first screen what only it and its own lazy parts need, not those parts' own chunks", () => {
    expect([...screen].sort()).toEqual([
      '/domain/orderFormat.ts',
      '/src/screens/groups/orders.ts',
      '/src/screens/orders/table/OrdersTable.tsx',
    ]);
  });

  it('names a source that no chunk holds', () => {
    expect(() =>
      firstScreenModules(output, { ...sources, screen: '/src/screens/groups/missing.ts' }),
    ).toThrow(/no chunk holds \/src\/screens\/groups\/missing\.ts/);
  });
});
