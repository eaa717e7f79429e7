import type { Translation } from '../i18n-types';

/** A print appban megnyíló nyomtatványok szövegei (#17). */
const print = {
  canteenPrintouts: 'Menzanyomtatványok',
  cutoffPrintouts: 'A(z) {cutoff} határidő nyomtatványai',
  labels: 'Címkék ({cutoff})',
  summary: 'Összesítő ({cutoff})',
  collected: 'Összegyűjtött rendelések megerősítve',
  notCollected: 'Még nincs összegyűjtve',
  orderLabel: 'Rendeléscímke',
  orderLabelOf: 'A(z) {identifier} rendelés címkéje',
  opensInNewTab: '(új lapon nyílik meg)',
  tokenError: 'A nyomtatványt nem sikerült megnyitni: {message}',
  redirecting: 'A nyomtatvány megnyitása…',
  notConfigured: 'Ebben a back-office-ban nincsenek beállítva a nyomtatványok: hiányzik a print app címe.',
} satisfies Translation['print'];

export default print;
