// Files being uploaded: one request per file with its progress and cancel, and the spec's sticky
// failure toasts ("{file} can not be uploaded"; unsupported types, spec §8).
import { useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error.ts';
import { isAbortError } from './upload-with-progress.ts';

export type UploadInFlight = { id: string; name: string; progress: number };

export type UploadFile = (input: {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}) => Promise<unknown>;

const UNSUPPORTED_TOAST_ID = 'uploads-unsupported-type';

/**
 * `upload` sends one file; `onUploaded` runs after each success (e.g. a refetch). When it returns a
 * promise, the file's progress bar stays until it settles, so the file never vanishes in between.
 */
export function useFileUploads(upload: UploadFile, onUploaded: () => unknown) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<UploadInFlight[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const showUnsupported = () =>
    notifications.show({
      id: UNSUPPORTED_TOAST_ID,
      color: 'red',
      message: t('messages.unsupportedFileType'),
      autoClose: false,
    });

  const showFailure = (fileName: string) =>
    notifications.show({
      color: 'red',
      message: t('messages.attachmentCannotBeUploaded').replace('{file}', fileName),
      autoClose: false,
    });

  const startOne = (file: File) => {
    const id = `${file.name}-${crypto.randomUUID()}`;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    setUploads((current) => [...current, { id, name: file.name, progress: 0 }]);
    const onProgress = (fraction: number) =>
      setUploads((current) =>
        current.map((entry) => (entry.id === id ? { ...entry, progress: fraction } : entry)),
      );
    upload({ file, onProgress, signal: controller.signal })
      .then(() => onUploaded())
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        if (isApiError(error) && error.code === 'unsupported_file_type') showUnsupported();
        else showFailure(file.name);
      })
      .finally(() => {
        controllers.current.delete(id);
        setUploads((current) => current.filter((entry) => entry.id !== id));
      });
  };

  return {
    uploads,
    start: (files: readonly File[]) => files.forEach(startOne),
    /** Rejected before upload (e.g. by the picker's filter): the spec's unsupported-type toast. */
    reject: showUnsupported,
    cancel: (id: string) => controllers.current.get(id)?.abort(),
  };
}
