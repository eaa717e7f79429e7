import type { Translation } from '../i18n-types';

/** A használhatatlan telepítési beállítású build konfigurációs hibaoldala (README „Deploying”). */
const deployment = {
  title: 'A back-office beállításai érvénytelenek',
  description:
    'Ez a telepítés használhatatlan módon adja meg a platformját, ezért nem indul el. Az üzemeltetőnek a README „Deploying” szakasza szerint kell javítania: az index.html melletti config.json fájlban vagy a fordításkori VITE_* változókban.',
  invalid: 'Érvénytelen beállítások:',
  badFile: 'A config.json nem JSON-objektum.',
} satisfies Translation['deployment'];

export default deployment;
