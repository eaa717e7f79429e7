export { ToastRegion } from './Toast';
export type { ToastRegionProps } from './Toast';
export { createToastQueue, showToast, toastTimeout, toastTones } from './toastQueue';
export type { ToastContent, ToastQueue, ToastTone } from './toastQueue';
