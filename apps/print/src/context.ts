import { createContext, useContext } from 'react';

import type { PrintApi } from './api/printApi';
import { createPrintApi } from './api/printApi';

/** The print app's calls (the browser's fetch; tests pass a sandbox's). */
export const ApiContext = createContext<PrintApi>(createPrintApi());

/** The print app's calls. */
export function usePrintApi(): PrintApi {
  return useContext(ApiContext);
}
