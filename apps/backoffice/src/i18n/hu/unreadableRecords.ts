import type { Translation } from '../i18n-types';

/**
 * Egy listaelem, amely megérkezett, de nem olvasható (#20/5): a helyén álló megjelölt sor, amely megnevezi az
 * elem azonosítóját és a hibás mezőt, miközben a lista többi része működik.
 */
const unreadableRecords = {
  order: 'Ez a rendelés nem jeleníthető meg',
  record: 'Ez az elem nem jeleníthető meg',
  id: 'Azonosító: {id}',
  noId: 'Ismeretlen azonosító',
  field: 'Mező: {field}',
} satisfies Translation['unreadableRecords'];

export default unreadableRecords;
