import type { Dictionary } from './en';

/** A print app magyar szövegei. */
export const hu: Dictionary = {
  appTitle: 'Nyomtatványok',
  languageName: 'Magyar',
  canteenProduct: 'Lunchbox ',
  loading: 'Betöltés…',
  toolbar: {
    label: 'Nyomtatási lehetőségek',
    print: 'Nyomtatás',
    labelsPdf: 'A címkék letöltése PDF-ben',
    summaryPdf: 'Az összesítő letöltése PDF-ben',
    labelPdf: 'A címke letöltése PDF-ben',
  },
  labels: {
    title: (canteen, restaurant) => `Címkék: ${canteen}, ${restaurant}`,
    count: (count) => `${count} címke`,
    sheet: 'Címkeív',
    page: (page, pages) => `${page}. oldal / ${pages}`,
    label: (identifier) => `${identifier} címkéje`,
    cutoff: 'Rendelési határidő',
    codes: 'Címkekódok',
  },
  orderLabel: {
    title: (identifier) => `A(z) ${identifier} rendelés címkéje`,
  },
  summary: {
    title: (canteen) => `Összesítő: ${canteen}`,
    orders: (count) => `${count} rendelés`,
    meals: (count) => `${count} étel`,
    meal: 'Étel',
    quantity: 'Mennyiség',
    total: 'Összesen',
    allRestaurants: 'Minden étterem',
    restaurantTable: (restaurant) => `${restaurant} ételei`,
    allTable: 'Az összes étterem ételei',
  },
  cutoff: {
    label: 'Rendelési határidő',
    choose: 'Válasszon rendelési határidőt',
    show: 'Megjelenítés',
  },
  confirm: {
    action: 'Az összegyűjtött rendelések megerősítése',
    actionFor: (restaurant) => `${restaurant} összegyűjtött rendeléseinek megerősítése`,
    confirmed: 'Ennek a határidőnek az összegyűjtött rendelései megerősítve.',
    confirmedFor: (restaurant) => `${restaurant} összegyűjtött rendelései megerősítve ehhez a határidőhöz.`,
    failed: 'A megerősítés nem sikerült. Próbálja újra.',
  },
  errors: {
    title: 'Ez az oldal nem nyomtatható',
    missingToken: {
      title: 'A linkből hiányzik a hozzáférési kulcs',
      body: 'Nyissa meg újra a nyomtatványt a back-office-ból: annak linkje tartalmazza az oldalt megnyitó kulcsot.',
    },
    badToken: {
      title: 'A link hozzáférési kulcsa hibás',
      body: 'A linkben lévő kulcs nem nyitja meg ezt az oldalt. Lehet, hogy régi a link: nyissa meg újra a nyomtatványt a back-office-ból.',
    },
    unknownCanteen: {
      title: 'Nincs ilyen menza',
      body: 'Egyik menzának sincs ilyen azonosítója. Ellenőrizze a linket, vagy nyissa meg újra a nyomtatványt a back-office-ból.',
    },
    unknownOrder: {
      title: 'Nincs ilyen rendelés',
      body: 'Egyik rendelés sem felel meg ennek a linknek és kulcsának. Nyissa meg újra a címkét a back-office-ból.',
    },
    emptyCutoff: {
      title: 'Ehhez a határidőhöz nincs rendelés',
      body: (cutoff) =>
        `A(z) ${cutoff} határidőre senki nem rendelt, így nincs mit nyomtatni. Válasszon másik határidőt.`,
    },
    noCutoffs: {
      title: 'Még nincs rendelési határidő',
      body: 'Ennek a menzának még nincs nyomtatható rendelési határideje.',
    },
    unknownCutoff: {
      title: 'Nincs ilyen határidő',
      body: (cutoff) => `A menzának nincs ${cutoff} határideje. Válasszon a határidői közül.`,
    },
    notFound: {
      title: 'Nincs ilyen nyomtatvány',
      body: 'Ez a cím nem nyomtatvány. Nyissa meg újra a nyomtatványt a back-office-ból.',
    },
    failed: {
      title: 'A nyomtatványt nem sikerült betölteni',
      body: 'A platform nem válaszolt. Ellenőrizze a kapcsolatot, és töltse be újra az oldalt.',
    },
    reload: 'Újratöltés',
  },
};
