import { resources } from '@backoffice/api';
import type { RegistrationCode } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

type RegistrationCodeRecord = RegistrationCode & Record<string, unknown>;

/** Registration codes: a code that signs new users up to a company. */
export const registrationCodes = defineEntity<RegistrationCodeRecord>({
  route: 'registration-code',
  resource: resources.registrationCodes,
  formId: 'registrationCode',
  texts: (LL) => LL.entities.registrationCode,
  titleOf: (code) => code.code,
  list: {
    columns: [
      { field: 'code', sortable: true },
      { field: 'company', kind: 'reference', entity: 'companies' },
      { field: 'isActive', kind: 'boolean' },
    ],
    defaultSort: { field: 'code', direction: 'ascending' },
    search: true,
    filters: [
      {
        field: 'company',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'companies' },
      },
    ],
  },
  form: {
    defaults: { code: '', company: null, isActive: true },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'code', kind: 'text', isRequired: true },
          { name: 'company', kind: 'entity', entity: 'companies', isRequired: true },
          { name: 'isActive', kind: 'switch' },
        ],
      },
    ],
  },
});
