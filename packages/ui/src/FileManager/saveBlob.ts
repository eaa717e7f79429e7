/** Hands a blob to the browser as a download under the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: the browser starts the download from the click synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
