import { Card, PageLayout, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';

import { EntityField } from '../../entities/EntityField';
import type { EntityTexts, SectionDefinition } from '../../entities/types';
import type { RestaurantRecord } from './restaurants';

/** Props of {@link RestaurantSections}. */
export interface RestaurantSectionsProps {
  sections: readonly SectionDefinition<RestaurantRecord>[];
  texts: EntityTexts;
  /** Controls the layer has no kind for, added at the end of a section's card (by section id). */
  extra?: Partial<Record<string, ReactNode>>;
}

/** A restaurant page's cards: each section's fields (the layer's EntityField), in the main column or the aside. */
export function RestaurantSections({ sections, texts, extra = {} }: RestaurantSectionsProps) {
  const card = (section: SectionDefinition<RestaurantRecord>) => (
    <Card key={section.id} title={texts.sections?.[section.id]?.() ?? ''}>
      <Stack gap="300">
        {section.fields.map((field) => (
          <EntityField key={field.name} field={field} texts={texts} />
        ))}
        {extra[section.id] ?? null}
      </Stack>
    </Card>
  );
  const main = sections.filter((section) => section.placement !== 'aside');
  const aside = sections.filter((section) => section.placement === 'aside');
  return (
    <PageLayout
      main={<Stack gap="400">{main.map(card)}</Stack>}
      {...(aside.length > 0 ? { aside: <Stack gap="400">{aside.map(card)}</Stack> } : {})}
    />
  );
}
