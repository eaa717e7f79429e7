export { createToastQueue, showToast, ToastRegion, toastTimeout, toastTones } from './Toast';
export type { ToastContent, ToastQueue, ToastRegionProps, ToastTone } from './Toast';
