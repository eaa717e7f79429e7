/**
 * Stands in for `use-sync-external-store/shim` in the app's build (vite.config.ts `resolve.alias`). wouter, SWR and
 * React Aria import the shim so that they run on React 17; on React 18 and later the shim hands the call to React's
 * own hook, and only its code and its CommonJS wrapper are left over (about 0.5 KiB gzip on every page, /login
 * included).
 */
export { useSyncExternalStore } from 'react';
