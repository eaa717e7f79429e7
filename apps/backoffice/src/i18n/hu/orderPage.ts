import type { Translation } from '../i18n-types';

/** Magyar szövegek: a rendelés oldalának címsora, műveletei és kártyái (issue #21). */
const orderPage = {
  deliveryStatus: 'Kiszállítás: {status}',
  moreActions: 'További műveletek',
  approveDialog: {
    title: '{identifier} rendelés elfogadása',
    description: 'Válaszd ki, mennyi idő kell az étteremnek a rendelés elkészítéséhez.',
    close: 'Vissza',
  },
  cards: {
    automatedJob: 'Automatikus feladat',
  },
} satisfies Translation['orderPage'];

export default orderPage;
