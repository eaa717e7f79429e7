/// <reference types="vite/client" />

interface ImportMetaEnv {
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
