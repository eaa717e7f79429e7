import type { Translation } from '../i18n-types';

/** A beérkező rendelések ablakának saját vezérlői: kis méretre csukás sávvá, és újra megnyitás. */
const incomingOrders = {
  minimise: 'Lekicsinyítés',
  bar: {
    region: 'Beérkező rendelések',
    waiting: '{count} rendelés vár',
    reopen: 'Rendelések mutatása (I)',
  },
} satisfies Translation['incomingOrders'];

export default incomingOrders;
