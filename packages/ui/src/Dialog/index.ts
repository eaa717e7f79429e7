export { Dialog, Modal, modalSizes } from './Dialog';
export type { DialogProps, ModalProps } from './Dialog';
export { useOpenedOnce } from './useOpenedOnce';
