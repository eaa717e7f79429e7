import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { costCodeConfig, costCodeLabels, costCodeRows, dialogMessages, longCodeRows } from '../fixtures';
import { CostCodeDialog } from './CostCodeDialog';

type Submit = Parameters<typeof CostCodeDialog>[0]['onSubmit'];

const meta = {
  title: 'ui/Orders/CostCodeDialog',
  component: CostCodeDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    labels: costCodeLabels,
    messages: dialogMessages,
    config: costCodeConfig,
    value: costCodeRows,
    isEditable: true,
    onSubmit: fn<Submit>(),
    onFormError: fn(),
  },
} satisfies Meta<typeof CostCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: costCodeLabels.title });
const save = () => screen.getByRole('button', { name: costCodeLabels.save });
const row = async (n: number) =>
  within(within(await dialog()).getByRole('region', { name: costCodeLabels.row(n) }));
const allocation = async (n: number) =>
  (await row(n)).getByRole('textbox', { name: costCodeLabels.allocation });

/** Two rows splitting the order 60 / 40: valid, so Save is enabled. */
export const Default: Story = {
  play: async () => {
    await waitFor(async () => expect(await allocation(1)).toHaveValue('60'));
    await waitFor(async () => expect(await allocation(2)).toHaveValue('40'));
    await waitFor(() => expect(save()).toBeEnabled());
  },
};

/**
 * 60 + 30 leaves 10 unallocated: after the 500 ms validation delay a warning gives the difference and Save is
 * disabled; 60 + 40 clears it.
 */
export const AllocationWarning: Story = {
  play: async ({ userEvent }) => {
    const second = await allocation(2);
    const warning = costCodeLabels.allocationWarning('10.00');
    await userEvent.clear(second);
    await userEvent.type(second, '30');
    await expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await expect(await screen.findByText(warning)).toBeVisible();
    await waitFor(() => expect(save()).toBeDisabled());
    await userEvent.clear(second);
    await userEvent.type(second, '40');
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
    await waitFor(() => expect(save()).toBeEnabled());
  },
};

/** Adding rows splits 100 evenly with the remainder on the last row; removing one splits again. */
export const AddRowSplitsEvenly: Story = {
  args: { value: [{ codes: { default: 'CC-100', project: 'P-101' }, distribution: 100 }] },
  play: async ({ args, userEvent }) => {
    const scope = within(await dialog());
    await expect(scope.queryByRole('textbox', { name: costCodeLabels.allocation })).not.toBeInTheDocument();
    await userEvent.click(scope.getByRole('button', { name: costCodeLabels.addRow }));
    await waitFor(async () => expect(await allocation(1)).toHaveValue('50'));
    await waitFor(async () => expect(await allocation(2)).toHaveValue('50'));
    await userEvent.click(scope.getByRole('button', { name: costCodeLabels.addRow }));
    await waitFor(async () => expect(await allocation(1)).toHaveValue('33.33'));
    await waitFor(async () => expect(await allocation(2)).toHaveValue('33.33'));
    await waitFor(async () => expect(await allocation(3)).toHaveValue('33.34'));
    await userEvent.click(scope.getByRole('button', { name: costCodeLabels.removeRow(3) }));
    await userEvent.click(scope.getByRole('button', { name: costCodeLabels.removeRow(2) }));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([
        { codes: { default: 'CC-100', project: 'P-101' }, distribution: 100 },
      ]),
    );
  },
};

/** A new row without any code, and a project code off the configured pattern, show their messages. */
export const InvalidCodes: Story = {
  args: { config: { ...costCodeConfig, expenseCodeRequired: null } },
  play: async ({ userEvent }) => {
    const first = await row(1);
    const project = first.getByRole('textbox', { name: 'Project' });
    await userEvent.clear(project);
    await userEvent.type(project, 'X-1');
    await waitFor(() => expect(project).toHaveAccessibleDescription('Use P- and three digits'));
    await userEvent.click(within(await dialog()).getByRole('button', { name: costCodeLabels.addRow }));
    await expect(await (await row(3)).findByText(costCodeLabels.rowNeedsCode)).toBeVisible();
    await waitFor(() => expect(save()).toBeDisabled());
  },
};

/** A super admin may type a code that is not on the list-only field's list. */
export const SuperAdminFreeText: Story = {
  args: { isSuperAdmin: true, value: null },
  play: async ({ args, userEvent }) => {
    const code = (await row(1)).getByRole('combobox', { name: 'Cost centre' });
    await userEvent.type(code, 'CC-999');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([{ codes: { default: 'CC-999' }, distribution: 100 }]),
    );
  },
};

/** Without the expense-code roles the codes are shown, not edited: no Save, no inputs. */
export const ReadOnly: Story = {
  args: { isEditable: false },
  play: async () => {
    const scope = within(await dialog());
    await expect(scope.getByText('CC-200')).toBeVisible();
    await expect(scope.getByText('40.00%')).toBeVisible();
    await expect(scope.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(scope.queryByRole('button', { name: costCodeLabels.save })).not.toBeInTheDocument();
  },
};

/** A code over 20 characters is truncated; keyboard focus shows the whole code in a tooltip. */
export const LongCodeTooltip: Story = {
  args: { isEditable: false, value: longCodeRows },
  play: async ({ userEvent }) => {
    const full = 'P-404 Marketing offsite Q3 catering';
    const scope = within(await dialog());
    await expect(scope.getByText('P-404 Marketing offs…')).toBeVisible();
    // The code's focusable element: a stand-in until first focused, then React Aria's trigger in its place.
    const trigger = () => scope.getByText('P-404 Marketing offs…').parentElement;
    // Tab to the truncated code (keyboard focus opens a tooltip; a pointer focus would not).
    for (let step = 0; step < 5 && document.activeElement !== trigger(); step += 1) await userEvent.tab();
    await waitFor(() => expect(trigger()).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(full));
  },
};
