import type { Translation } from '../i18n-types';

/** Az élő rendelésképernyő billentyűparancsai és a súgóablakuk. */
const liveKeyboard = {
  help: {
    title: 'Billentyűparancsok',
    intro:
      'A parancsok az élő rendelésképernyőn működnek, kivéve mező kitöltése közben és amíg egy párbeszédablak nyitva van.',
    close: 'Bezárás',
    key: 'Billentyű',
    action: 'Művelet',
    open: 'Billentyűparancsok (?)',
  },
  keys: {
    plus: '+',
    minus: '−',
    question: '?',
  },
  shortcut: {
    approve: 'A kijelölt rendelés elfogadása',
    increaseTime: 'Elkészítési idő +5 perc',
    decreaseTime: 'Elkészítési idő −5 perc (legalább 10)',
    confirmPreparation: 'A kijelölt rendelés elkészítésének megerősítése',
    printReceipt: 'A kijelölt rendelés nyugtájának nyomtatása',
    cancel: 'A kijelölt rendelés lemondása (az okot is kéri)',
    tabActive: 'Aktív fül',
    tabOpen: 'Nyitott fül',
    tabHistory: 'Előzmények fül',
    previousTab: 'Előző fül',
    nextTab: 'Következő fül',
    help: 'Ez a súgó',
    reopenIncoming: 'A lekicsinyített új rendelések ablakának újranyitása',
    move: 'Lépkedés egy lista rendelései között',
    firstLast: 'Egy lista első / utolsó rendelése',
    select: 'A fókuszban lévő rendelés kijelölése',
  },
  moveKeys: 'Nyílbillentyűk',
  firstLastKeys: 'Home / End',
  selectKeys: 'Enter / Szóköz',
} satisfies Translation['liveKeyboard'];

export default liveKeyboard;
