import { cloneCompany, resources } from '@backoffice/api';
import type { Company } from '@backoffice/domain';
import { formatPercent } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';
import type { EntityTexts, SectionDefinition } from '../../entities/types';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { pathFor } from '../../routing/pathFor';
import { CompanyPageLinks } from './CompanyPageLinks';
import { PartnerRelationsField, PriceOverridesField } from './companyRows';
import { textsWith } from './textsWith';

/** A company as the generic resource reads it. */
export type CompanyRecord = Company & Record<string, unknown>;

/** The company texts, with the labels of the nested billing fields under their dotted names. */
export function companyTexts(LL: TranslationFunctions): EntityTexts {
  const texts = LL.people.companies;
  return textsWith(texts, {
    'billingInfo.groupOrderFee': texts.fields.billingGroupOrderFee,
    'billingInfo.serviceFee': texts.fields.billingServiceFee,
  });
}

const general: SectionDefinition<CompanyRecord> = {
  id: 'general',
  fields: [{ name: 'name', kind: 'text', isRequired: true }],
};
const emails: SectionDefinition<CompanyRecord> = {
  id: 'emails',
  fields: [
    { name: 'orderConfirmationEmail', kind: 'switch' },
    { name: 'deliveryCompletedEmail', kind: 'switch' },
    { name: 'deliveryDriverDeliveringEmail', kind: 'switch' },
    { name: 'deliveryCompletedTemplate', kind: 'text', multiline: true },
  ],
};
const pages = (own: boolean): SectionDefinition<CompanyRecord> => ({
  id: 'pages',
  placement: 'aside',
  fields: [
    {
      name: 'id',
      kind: 'custom',
      render: () => <CompanyPageLinks own={own} />,
      visibleWhen: (values) => values.id !== undefined && values.id !== null,
    },
  ],
});

/**
 * Companies for a super admin: the list with clone (PUT clone, then the clone's edit screen), and the form with
 * the restaurants shown, the service fee (a fraction shown as a percent with 2 decimals), billing, the e-mails,
 * the canteen partner delivery times and the delivery price overrides, and links to the sub-pages.
 */
export const companies = defineEntity<CompanyRecord>({
  route: 'company',
  resource: resources.companies,
  formId: 'companies',
  texts: companyTexts,
  titleOf: (company) => company.name || String(company.id),
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'serviceFeePercent', render: (company) => formatPercent(company.serviceFeePercent) },
      { field: 'isServiceFeeVisible', kind: 'boolean' },
      { field: 'hideAllRestaurants', kind: 'boolean' },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
    rowActions: [
      {
        id: 'clone',
        run: (client, company) => cloneCompany(client, company.id),
        confirm: 'plain',
        opens: (result) =>
          result && typeof result === 'object' && 'id' in result
            ? pathFor('company-edit', { companyId: String((result as { id: unknown }).id) })
            : undefined,
      },
    ],
  },
  form: {
    defaults: {
      name: '',
      hideAllRestaurants: false,
      hiddenRestaurants: [],
      hideAllExceptions: [],
      serviceFeePercent: null,
      isServiceFeeVisible: false,
      billingInfo: { groupOrderFee: null, serviceFee: null },
      deliveryCompletedTemplate: null,
      orderConfirmationEmail: true,
      deliveryCompletedEmail: true,
      deliveryDriverDeliveringEmail: false,
      ccPartnerRelations: [],
      deliveryPriceOverrides: [],
    },
    sections: [
      general,
      {
        id: 'fees',
        fields: [
          { name: 'serviceFeePercent', kind: 'percent' },
          { name: 'isServiceFeeVisible', kind: 'switch' },
          { name: 'billingInfo.groupOrderFee', kind: 'number', min: 0 },
          { name: 'billingInfo.serviceFee', kind: 'percent' },
        ],
      },
      emails,
      {
        id: 'delivery',
        fields: [
          {
            name: 'ccPartnerRelations',
            kind: 'custom',
            render: (props) => <PartnerRelationsField {...props} />,
          },
          {
            name: 'deliveryPriceOverrides',
            kind: 'custom',
            render: (props) => <PriceOverridesField {...props} />,
          },
        ],
      },
      {
        id: 'restaurants',
        placement: 'aside',
        fields: [
          { name: 'hideAllRestaurants', kind: 'switch' },
          {
            name: 'hiddenRestaurants',
            kind: 'entity',
            entity: 'restaurants',
            isMultiple: true,
            visibleWhen: (values) => !values.hideAllRestaurants,
          },
          {
            name: 'hideAllExceptions',
            kind: 'entity',
            entity: 'restaurants',
            isMultiple: true,
            visibleWhen: (values) => values.hideAllRestaurants === true,
          },
        ],
      },
      pages(false),
    ],
  },
});

/**
 * A company as its company admin edits it (their own, at /companies/{id} or /company): the name and the e-mails,
 * the fields the platform lets them write, and links to their addresses, allowances, teams and employees.
 */
export function ownCompany(own: boolean) {
  return defineEntity<CompanyRecord>({
    ...companies,
    form: { defaults: companies.form.defaults, sections: [general, emails, pages(own)] },
  });
}
