import { useEffect, useState } from 'react';

/**
 * An object URL for a chosen file, revoked when the file changes or the component unmounts; null without a
 * file. Created in an effect (not during render) so StrictMode's double effects never leave a revoked URL shown.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    // The URL is a resource of the document, made and revoked with this effect; it is state so that StrictMode's
    // second run shows the live URL, not the one its first cleanup revoked.
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
