import type { FormMessages } from './types';

/** Story and test copy (English). The app passes its translations instead. */
export const formMessages: FormMessages = {
  invalid: 'Invalid',
  required: 'Required',
  minValue: (bound) => `Must be at least ${bound}`,
  maxValue: (bound) => `Must be at most ${bound}`,
  dateTimeFormat: 'Use the period and hour format',
};

export const labels = {
  form: 'Restaurant',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  notes: 'Notes',
  quantity: 'Quantity',
  serviceFee: 'Service fee',
  category: 'Price category',
  categoryPlaceholder: 'Choose a category',
  active: 'Active',
  acceptTerms: 'I accept the terms',
  diets: 'Dietary needs',
  save: 'Save',
  nameDescription: 'As shown to customers',
  feeDescription: 'Type 12 or 12%',
};

export const priceCategories = [
  { id: 'cheap', label: 'Cheap' },
  { id: 'average', label: 'Average' },
  { id: 'expensive', label: 'Expensive' },
];

export const dietOptions = [
  { id: 'vegan', label: 'Vegan' },
  { id: 'halal', label: 'Halal' },
  { id: 'gluten_free', label: 'Gluten free' },
  { id: 'non_above', label: 'None of the above' },
];

export const violationMessages = {
  emailTaken: 'This value is already used.',
  vatNumber: 'The VAT number is not valid.',
};
