import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { en } from '../stories.fixtures';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label={en.orderTabs.label}>
        <Tab id="active">{en.orderTabs.active}</Tab>
        <Tab id="open">{en.orderTabs.open}</Tab>
        <Tab id="history">{en.orderTabs.history}</Tab>
      </TabList>
      <TabPanel id="active">{en.orderTabs.activePanel}</TabPanel>
      <TabPanel id="open">{en.orderTabs.openPanel}</TabPanel>
      <TabPanel id="history">{en.orderTabs.historyPanel}</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'open' } };

export const DisabledTab: Story = { args: { disabledKeys: ['history'] } };

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: en.orderTabs.active })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const open = canvas.getByRole('tab', { name: en.orderTabs.open });
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('open');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(en.orderTabs.openPanel);
  },
};
