import type { FirebaseApp, FirebaseOptions } from 'firebase/app';

/** The project settings of the Firebase console (`apiKey`, `projectId`, `messagingSenderId`, `appId`, `databaseURL`...). */
export type FirebaseConfig = FirebaseOptions;

/** The part of `firebase/app` the back-office uses (a test passes a fake). */
export interface FirebaseAppApi {
  getApps(): FirebaseApp[];
  initializeApp(options: FirebaseOptions, name: string): FirebaseApp;
}

/** Name of the back-office's own Firebase app, so that another app on the page is left alone. */
export const FIREBASE_APP_NAME = 'backoffice';

/** The back-office's Firebase app: the one already started, else a new one. */
export function firebaseAppOf(api: FirebaseAppApi, config: FirebaseConfig): FirebaseApp {
  return (
    api.getApps().find((app) => app.name === FIREBASE_APP_NAME) ??
    api.initializeApp(config, FIREBASE_APP_NAME)
  );
}
