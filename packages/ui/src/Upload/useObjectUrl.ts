import { useEffect, useState } from 'react';

/**
 * An object URL for a chosen file, revoked when the file changes or the component unmounts; null without a
 * file. Created in an effect (not during render) so StrictMode's double effects never leave a revoked URL shown.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
