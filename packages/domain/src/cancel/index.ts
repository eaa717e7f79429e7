export { isConfirmWord } from './isConfirmWord.js';
export { validateCancel } from './validateCancel.js';
