// An object URL for a protected file (e.g. a private tender's picture), revoked when it changes.
import { useEffect, useState } from 'react';
import { fetchAuthorizedBlob } from './authorized-file.ts';

export type ObjectUrlState = { url: string | null; hasFailed: boolean };

/** `fileUrl` null: nothing to load. */
export function useAuthorizedObjectUrl(fileUrl: string | null): ObjectUrlState {
  const [state, setState] = useState<ObjectUrlState & { source: string | null }>({
    url: null,
    hasFailed: false,
    source: null,
  });

  useEffect(() => {
    if (!fileUrl) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchAuthorizedBlob(fileUrl, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, hasFailed: false, source: fileUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, hasFailed: true, source: fileUrl });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileUrl]);

  // A URL loaded for a previous file is not shown for the next one.
  return state.source === fileUrl && fileUrl ? state : { url: null, hasFailed: false };
}
