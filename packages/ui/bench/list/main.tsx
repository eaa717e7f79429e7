/**
 * The list benchmark page: mounts the DataList with 100 order rows on one page (100 per page) and exposes two
 * measurements to the runner. "Painted" is the first animation frame after React's commit plus a macrotask, so
 * style, layout and paint of that frame are included.
 */
import '../../src/theme/fonts';
import '../../src/theme/global.css';

import { StrictMode, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import type { DataListSort } from '../../src/DataList/DataList';
import { OrdersListStory } from '../../src/DataList/OrdersListStory';

declare global {
  interface Window {
    bench: { firstRender: Promise<number>; sort: (columnName: string) => Promise<number> };
  }
}

const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );

let onCommit: (() => void) | null = null;
/** Variants for finding where time goes: `?noselect`, `?noactions`. */
const flags = new Set(new URLSearchParams(location.search).keys());

function Bench() {
  const [sort, setSort] = useState<DataListSort | null>(null);
  useLayoutEffect(() => {
    onCommit?.();
  }, [sort]);
  return (
    <OrdersListStory
      pageSize={100}
      isSelectable={!flags.has('noselect')}
      hasRowActions={!flags.has('noactions')}
      hasSearch
      onSortChange={setSort}
    />
  );
}

performance.mark('mount-start');
const start = performance.now();
const firstRender = new Promise<number>((resolve) => {
  onCommit = () => {
    onCommit = null;
    void afterPaint().then((end) => resolve(end - start));
  };
});
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Bench />
    </StrictMode>,
  );
}

window.bench = {
  firstRender,
  sort: (columnName) =>
    new Promise<number>((resolve, reject) => {
      const header = [...document.querySelectorAll<HTMLElement>('thead th button')].find((button) =>
        button.textContent?.includes(columnName),
      );
      if (!header) {
        reject(new Error(`no column ${columnName}`));
        return;
      }
      const t0 = performance.now();
      onCommit = () => {
        onCommit = null;
        void afterPaint().then((end) => resolve(end - t0));
      };
      header.click();
    }),
};
