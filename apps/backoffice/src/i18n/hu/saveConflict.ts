import type { Translation } from '../i18n-types';

/**
 * Mentés, amelyet a platform elutasított, mert valaki más módosította az elemet, mióta az űrlap betöltötte
 * (#19/5): az entitásűrlapok értesítése, a mindkét oldalon módosított mezők két értékével.
 */
const saveConflict = {
  title: 'Valaki más módosította ezt az elemet',
  merged:
    'A módosításai még nincsenek mentve: az elem megváltozott, mióta megnyitotta. A másik felhasználó módosításai bekerültek az űrlapba, és amit Ön beírt, megmaradt. Mentsen újra a tároláshoz.',
  choose:
    'A módosításai még nincsenek mentve: az elem megváltozott, mióta megnyitotta. A másik felhasználó többi mezőn tett módosításai bekerültek az űrlapba, és amit Ön beírt, megmaradt. Válasszon értéket az alábbi {count} mezőhöz, majd mentsen újra.',
  mine: 'Az Ön értéke',
  theirs: 'Jelenleg mentve',
  keepMine: 'Az Ön értéke marad',
  useTheirs: 'A mentett érték kerüljön be',
  reload: 'Módosításaim elvetése és újratöltés',
  empty: '(üres)',
  yes: 'Igen',
  no: 'Nem',
} satisfies Translation['saveConflict'];

export default saveConflict;
