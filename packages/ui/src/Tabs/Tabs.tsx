import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';

import { tab, tabList, tabPanel, tabs } from './Tabs.css';

/** Props of {@link Tabs}: `selectedKey`/`onSelectionChange` (controlled) or `defaultSelectedKey`. */
export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'>;

/**
 * Tabs with arrow-key navigation between tabs and Tab into the panel.
 *
 * **When to use:** Views of one screen that the user switches between without leaving it: settings groups,
 * the live orders' lists, the invoice lists, a restaurant's sections, the menu editor.
 *
 * **When not to use:** An entity's translations are a `TranslationsField` (tabs bound to the form); content
 * with its own address is a separate screen reached by a {@link Link}.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={tabs} />;
}

/** Props of {@link TabList}. Name it with `aria-label`. */
export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style'>;

/** The row of tabs. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={tabList} />;
}

/** Props of {@link Tab}. States: `data-selected`, `data-hovered`, `data-focus-visible`, `data-disabled`. */
export type TabProps = Omit<AriaTabProps, 'className' | 'style'>;

/** One tab; its `id` pairs it with the `TabPanel` of the same `id`. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={tab} />;
}

/** Props of {@link TabPanel}. */
export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

/** The content of one tab. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={tabPanel} />;
}
