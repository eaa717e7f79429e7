/**
 * Writes the incoming-order alert (apps/backoffice/public/incoming-order.wav): three rising beeps, 16-bit PCM
 * mono at 8 kHz, about 2 s. Run from apps/backoffice: `node --import tsx src/screens/orders/live/writeAlertSound.ts`.
 */
import { writeFileSync } from 'node:fs';

import { encodeAlertWav } from './encodeAlertWav';

writeFileSync(new URL('../../../../public/incoming-order.wav', import.meta.url), encodeAlertWav());
