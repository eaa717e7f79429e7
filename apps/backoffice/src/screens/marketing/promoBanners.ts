import { resources } from '@backoffice/api';
import type { Banner } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

type BannerRecord = Banner & Record<string, unknown>;

/** Promo banners shown in the ordering front end: a name and the banner image. */
export const promoBanners = defineEntity<BannerRecord>({
  route: 'promo-banner',
  resource: resources.banners,
  formId: 'promoBanner',
  texts: (LL) => LL.entities.promoBanner,
  titleOf: (banner) => banner.name ?? String(banner.id),
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'bannerImageMedia', kind: 'image' },
      { field: 'isActive', kind: 'boolean' },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
  },
  form: {
    defaults: { name: '', bannerImageMedia: null, isActive: true },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'bannerImageMedia', kind: 'image', isRequired: true },
          { name: 'isActive', kind: 'switch' },
        ],
      },
    ],
  },
});
