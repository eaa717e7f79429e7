/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated origins of the parent pages allowed to frame the back-office. */
  readonly VITE_FRAME_PARENT_ORIGINS?: string;
  /** The public front end (order-now link of company admins). */
  readonly VITE_PUBLIC_FRONTEND_URL?: string;
}
