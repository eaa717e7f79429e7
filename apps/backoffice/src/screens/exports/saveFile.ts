import type { DownloadedFile } from '@backoffice/api';

/** Hands a downloaded file to the browser under the name the server gave (content-disposition). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: the browser starts the download from the click synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
