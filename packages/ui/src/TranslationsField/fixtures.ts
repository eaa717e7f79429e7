/** Story copy (English) for the translations field. The app passes its translations instead. */
export const translationTexts = {
  label: 'Translations',
  description: 'What customers see in each language.',
  labels: { tabHasErrors: 'has errors' },
  languages: [
    { code: 'en', label: 'English' },
    { code: 'hu', label: 'Magyar' },
  ],
  name: 'Name',
  searchKeywords: 'Search keywords',
  keywordsDescription: 'Separate them with commas.',
  description_: 'Description',
  form: 'Tag',
  save: 'Save',
  nameTaken: 'This name is already used by another tag.',
} as const;

/** A restaurant tag's translations, as the API sends them. */
export const tagTranslations = {
  en: { name: 'Vegan', searchKeywords: 'plant based, dairy free' },
  hu: { name: 'Vegán', searchKeywords: 'növényi, tejmentes' },
};
