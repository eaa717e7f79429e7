import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn } from 'storybook/test';

import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Card } from '../Card/Card';
import { CardSkeleton } from '../Card/CardSkeleton';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { EmptyState } from '../EmptyState/EmptyState';
import { EntityPickerField } from '../EntityPicker/EntityPickerField';
import { pickerTexts, searchIn, tagGroups } from '../EntityPicker/fixtures';
import { formMessages } from '../Form/fixtures';
import { Form } from '../Form/Form';
import { TextField } from '../Form/TextField';
import { PageLayout } from '../PageLayout/PageLayout';
import { FormSaveBar } from '../SaveBar/SaveBar';
import { Stack } from '../Stack/Stack';
import { StatusChip } from '../StatusChip/StatusChip';
import { tagTranslations, translationTexts } from '../TranslationsField/fixtures';
import { TranslationsField } from '../TranslationsField/TranslationsField';
import { Page } from './Page';

const texts = {
  title: 'Vegan',
  tags: 'Tags',
  breadcrumbs: 'Breadcrumbs',
  moreActions: 'More actions',
  duplicate: 'Duplicate',
  delete: 'Delete tag',
  active: 'Active',
  general: 'General',
  summary: 'Summary',
  usage: 'Used by',
  noRestaurants: 'No restaurant uses this tag yet',
  noRestaurantsHint: 'Restaurants pick their tags on their own settings page.',
  slug: 'Slug',
  created: 'Created',
  updated: 'Updated',
  empty: '—',
  unsaved: { message: 'Unsaved changes', save: 'Save', discard: 'Discard' },
  loading: 'Loading tag',
  form: 'Tag',
} as const;

interface TagValues {
  slug: string;
  tagGroup: number | null;
  translations: typeof tagTranslations;
}

/** The screen's args: the submit spy. */
interface TagEditScreenArgs {
  onSubmit: (values: TagValues) => void;
}

/**
 * A tag's edit screen, composed from Page (title and actions), PageLayout (main and aside), Cards holding the
 * form's fields and FormSaveBar, the way the entity layer lays out every list and form screen.
 */
function TagEditScreen({ onSubmit }: TagEditScreenArgs) {
  return (
    <Form<TagValues>
      initialValues={{ slug: 'vegan', tagGroup: 2, translations: tagTranslations }}
      onSubmit={onSubmit}
      messages={formMessages}
      aria-label={texts.form}
    >
      <Page
        title={texts.title}
        breadcrumbs={
          <Breadcrumbs
            label={texts.breadcrumbs}
            items={[
              { id: 'tags', label: texts.tags, href: '#tags' },
              { id: 'tag', label: texts.title },
            ]}
          />
        }
        titleMetadata={<StatusChip tone="success" label={texts.active} />}
        secondaryActions={[
          { id: 'duplicate', label: texts.duplicate, onPress: fn() },
          { id: 'delete', label: texts.delete, onPress: fn(), tone: 'critical' },
        ]}
        labels={{ moreActions: texts.moreActions }}
      >
        <PageLayout
          main={
            <Card title={texts.general}>
              <Stack gap="400">
                <TextField name="slug" label={texts.slug} isRequired />
                <EntityPickerField
                  name="tagGroup"
                  label={pickerTexts.tagGroup}
                  labels={pickerTexts.labels}
                  loadOptions={searchIn(tagGroups)}
                  selectedOptions={tagGroups}
                />
                <TranslationsField
                  name="translations"
                  label={translationTexts.label}
                  languages={translationTexts.languages}
                  fields={[
                    { key: 'name', label: translationTexts.name, isRequired: true },
                    { key: 'searchKeywords', label: translationTexts.searchKeywords },
                  ]}
                  labels={translationTexts.labels}
                />
              </Stack>
            </Card>
          }
          aside={
            <>
              <Card title={texts.summary}>
                <DescriptionList
                  labels={{ empty: texts.empty }}
                  items={[
                    { term: texts.created, description: '2024-03-12 10:04' },
                    { term: texts.updated, description: null },
                  ]}
                />
              </Card>
              <Card title={texts.usage}>
                <EmptyState
                  heading={texts.noRestaurants}
                  headingLevel={3}
                  description={texts.noRestaurantsHint}
                />
              </Card>
            </>
          }
        />
        <FormSaveBar labels={texts.unsaved} />
      </Page>
    </Form>
  );
}

const meta = {
  title: 'ui/Page/Composition',
  // The Docs page documents the parts the screen is composed of; the stories' args drive the tag screen.
  component: Page as unknown as ComponentType<TagEditScreenArgs>,
  subcomponents: { PageLayout, Card, FormSaveBar },
  render: (args) => <TagEditScreen {...args} />,
  args: { onSubmit: fn() },
} satisfies Meta<TagEditScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edit screen: form cards in the main column, a summary in the aside; the save bar comes with a change. */
export const EditScreen: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: texts.summary })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: texts.unsaved.message })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: texts.slug }), '-food');
    await expect(await canvas.findByRole('region', { name: texts.unsaved.message })).toBeVisible();
  },
};

/** The same screen under 992 px: one column, secondary actions in the menu. */
export const EditScreenMobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: texts.moreActions })).toBeVisible();
    const general = canvas.getByRole('region', { name: texts.general }).getBoundingClientRect();
    const summary = canvas.getByRole('region', { name: texts.summary }).getBoundingClientRect();
    await expect(summary.top).toBeGreaterThan(general.bottom);
  },
};

/** While the tag loads, the aside's cards can load on their own. */
export const CardsLoading: Story = {
  render: () => (
    <Page title={texts.title} labels={{ moreActions: texts.moreActions }}>
      <PageLayout
        main={<CardSkeleton label={texts.loading} lineCount={5} />}
        aside={<CardSkeleton label={texts.loading} />}
      />
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: texts.loading })).toHaveLength(2);
  },
};
