/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The deployment's settings (config/deployment.ts, README "Deploying"; config.json served next to index.html wins
   * over each of them at run time).
   */
  /** Base of the platform's API, e.g. https://api.example.com/api/v1 (required in a build). */
  readonly VITE_API_BASE_URL?: string;
  /** Root of the platform's frontend-API, e.g. https://api.example.com/frontend-api (required in a build). */
  readonly VITE_FRONTEND_API_URL?: string;
  /** The realtime (Pusher protocol) endpoint with its host and key, wss://host[:port]/app/{key} (required in a build). */
  readonly VITE_REALTIME_URL?: string;
  /** The Firebase Realtime Database of the tablets. */
  readonly VITE_FIREBASE_DATABASE_URL?: string;
  /** The Google Maps JavaScript API key (over the platform's). */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** The error-reporting (Sentry) DSN. */
  readonly VITE_ERROR_REPORTING_DSN?: string;
  /** Comma-separated origins of the parent pages allowed to frame the back-office. */
  readonly VITE_FRAME_PARENT_ORIGINS?: string;
  /** The public front end (order-now link of company admins). */
  readonly VITE_PUBLIC_FRONTEND_URL?: string;
  /** The print app's address (canteen labels and summaries, order labels). */
  readonly VITE_PRINT_APP_URL?: string;
  /** Firebase push (all five or none; see screens/orders/notifications/readPushSettings.ts). */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** The public key of the Firebase project's web push certificate. */
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}
