/**
 * Whether the text typed into a strong-confirm dialog is the word confirm: case-insensitive, surrounding spaces
 * ignored. Nothing typed (null or undefined) is not the word.
 * @example isConfirmWord(' Confirm ') // true
 * @example isConfirmWord('confirmed') // false
 */
export function isConfirmWord(text: string | null | undefined): boolean {
  return (text ?? '').trim().toLowerCase() === 'confirm';
}
