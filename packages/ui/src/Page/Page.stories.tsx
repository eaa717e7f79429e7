import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Inline } from '../Inline/Inline';
import { StatusChip } from '../StatusChip/StatusChip';
import { pageTexts } from './fixtures';
import { Page } from './Page';

const { actions } = pageTexts;

const fewActions = [
  { id: 'duplicate', label: actions.duplicate, onPress: fn() },
  { id: 'export', label: actions.export, onPress: fn() },
  { id: 'delete', label: actions.delete, onPress: fn(), tone: 'critical' as const },
];

const manyActions = [
  { id: 'duplicate', label: actions.duplicate, onPress: fn() },
  { id: 'export', label: actions.export, onPress: fn() },
  { id: 'invoices', label: actions.invoices, onPress: fn() },
  { id: 'allowances', label: actions.allowances, onPress: fn() },
  { id: 'teams', label: actions.teams, onPress: fn() },
  { id: 'addresses', label: actions.addresses, onPress: fn(), isDisabled: true },
  { id: 'audit', label: actions.audit, onPress: fn() },
  { id: 'delete', label: actions.delete, onPress: fn(), tone: 'critical' as const },
];

const meta = {
  title: 'ui/Page',
  component: Page,
  args: {
    title: pageTexts.title,
    labels: pageTexts.labels,
    breadcrumbs: (
      <Breadcrumbs
        label={pageTexts.breadcrumbs}
        items={[
          { id: 'companies', label: pageTexts.crumbs.companies, href: '#companies' },
          { id: 'company', label: pageTexts.crumbs.company },
        ]}
      />
    ),
    primaryAction: { label: pageTexts.save, onPress: fn() },
    secondaryActions: fewActions,
    children: <p>{pageTexts.body}</p>,
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room for every action: each is a button, and there is no "More actions" menu. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: pageTexts.title })).toBeVisible();
    for (const action of fewActions) {
      await expect(canvas.getByRole('button', { name: action.label })).toBeVisible();
    }
    await expect(
      canvas.queryByRole('button', { name: pageTexts.labels.moreActions }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: pageTexts.save }));
    await expect(args.primaryAction?.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Status chips sit beside the title; `appTitle` also sets the document title. */
export const WithTitleMetadata: Story = {
  args: {
    appTitle: pageTexts.appTitle,
    titleMetadata: (
      <Inline gap="100">
        <StatusChip tone="success" label={pageTexts.status.active} />
        <StatusChip tone="info" label={pageTexts.status.serviceFee} />
      </Inline>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(pageTexts.status.active)).toBeVisible();
    await expect(document.title).toBe(`${pageTexts.title} - ${pageTexts.appTitle}`);
  },
};

/**
 * More actions than the row holds: the first ones stay buttons, the others fold, in order, into the "More
 * actions" menu, which the keyboard reaches and operates like any menu. Every action is offered exactly once.
 */
export const FoldsActionsThatDoNotFit: Story = {
  args: { secondaryActions: manyActions },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: pageTexts.labels.moreActions }));
    const menu = await screen.findByRole('menu');
    // Read both lists at one moment: the fold follows the fonts as they load.
    await waitFor(async () => {
      const shown = manyActions
        .filter((action) => canvas.queryByRole('button', { name: action.label, hidden: true }))
        .map((action) => action.label);
      const folded = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await expect(shown).toContain(actions.duplicate);
      await expect([...shown, ...folded]).toEqual(manyActions.map((action) => action.label));
    });
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.secondaryActions?.at(-1)?.onPress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: pageTexts.labels.moreActions })).toHaveFocus(),
    );
  },
};

/**
 * A cap on the buttons: with room for all, only the first (`maxVisibleSecondaryActions={1}`) is a button and the
 * others are always in the "More actions" menu, so lesser actions never compete with the main ones.
 */
export const CapsVisibleSecondaryActions: Story = {
  args: { secondaryActions: fewActions, maxVisibleSecondaryActions: 1 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: actions.duplicate })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: actions.export })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: pageTexts.labels.moreActions }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([actions.export, actions.delete]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** In a narrower window fewer actions fit, and more of them fold. */
export const FoldsMoreInANarrowWindow: Story = {
  args: { secondaryActions: manyActions },
  parameters: {
    viewport: {
      options: { narrowDesktop: { name: 'Narrow desktop', styles: { width: '1000px', height: '720px' } } },
    },
  },
  globals: { viewport: { value: 'narrowDesktop', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: pageTexts.labels.moreActions });
    const shown = manyActions.filter((action) => canvas.queryByRole('button', { name: action.label }));
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.length).toBeLessThan(manyActions.length - 1);
  },
};

/** A long title takes up to 60 % of the row and wraps; the actions fold to make room. */
export const LongTitle: Story = {
  args: { title: pageTexts.longTitle },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: pageTexts.longTitle })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: pageTexts.labels.moreActions })).toBeVisible();
    await expect(canvas.getByRole('button', { name: pageTexts.save })).toBeVisible();
  },
};

/** Under 992 px every secondary action is in the menu; the primary action stays a button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: actions.duplicate })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: pageTexts.save })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: pageTexts.labels.moreActions }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(fewActions.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The primary action runs: it spins and is announced busy, and ignores presses. */
export const PrimaryActionPending: Story = {
  args: { primaryAction: { label: pageTexts.save, onPress: fn(), isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: pageTexts.save })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** A page with a title only. */
export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, primaryAction: undefined, secondaryActions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(pageTexts.title);
  },
};
