import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Card, CardSection } from './Card';
import { cardTexts } from './fixtures';

const { terms, values } = cardTexts;

const meta = {
  title: 'ui/Card',
  component: Card,
  args: { title: cardTexts.details, children: <p>{cardTexts.body}</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card is a region named by its heading (level 2 by default). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: cardTexts.details });
    await expect(region).toHaveTextContent(cardTexts.body);
    await expect(canvas.getByRole('heading', { level: 2, name: cardTexts.details })).toBeVisible();
  },
};

/** A description under the title and the header's own actions, which the keyboard reaches. */
export const WithDescriptionAndActions: Story = {
  args: {
    description: cardTexts.detailsDescription,
    actions: [{ id: 'edit', label: cardTexts.edit, onPress: fn() }],
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(cardTexts.detailsDescription)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: cardTexts.edit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.actions?.[0]?.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Sections divide a card; a titled section is a region of its own, one heading level down. */
export const WithSections: Story = {
  args: {
    children: (
      <>
        <DescriptionList
          labels={{ empty: cardTexts.empty }}
          items={[
            { term: terms.name, description: values.name },
            { term: terms.vat, description: values.vat },
          ]}
        />
        <CardSection title={cardTexts.billing}>
          <DescriptionList
            labels={{ empty: cardTexts.empty }}
            items={[
              { term: terms.email, description: values.email },
              { term: terms.fee, description: values.fee },
            ]}
          />
        </CardSection>
        <CardSection
          title={cardTexts.delivery}
          actions={[{ id: 'add', label: cardTexts.add, onPress: fn() }]}
        >
          <DescriptionList
            labels={{ empty: cardTexts.empty }}
            items={[{ term: terms.window, description: values.window }]}
          />
        </CardSection>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: cardTexts.billing })).toBeVisible();
    await expect(canvas.getByRole('region', { name: cardTexts.delivery })).toHaveTextContent(values.window);
    await expect(canvas.getByRole('button', { name: cardTexts.add })).toBeVisible();
  },
};

/** Without a title a card is a plain surface, not a region. */
export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.getByText(cardTexts.body)).toBeVisible();
  },
};

/** The heading level follows the page outline: a card inside a section of the page takes level 3. */
export const HeadingLevelThree: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: cardTexts.details })).toBeVisible();
  },
};

/** A destructive header action is styled critical. */
export const CriticalAction: Story = {
  args: { actions: [{ id: 'remove', label: cardTexts.remove, onPress: fn(), tone: 'critical' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: cardTexts.remove })).toBeEnabled();
  },
};
