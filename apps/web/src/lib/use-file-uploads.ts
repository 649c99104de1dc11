// Files being uploaded: one request per file with its progress and cancel, at most
// UploadLimits.parallelUploads at once (the server refuses a user's uploads beyond a few with 429),
// and the spec's sticky failure toasts ("{file} can not be uploaded"; unsupported types, spec §8).
import { useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { UploadLimits } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { isApiError } from './api-error.ts';
import { isAbortError } from './upload-with-progress.ts';

export type UploadInFlight = { id: string; name: string; progress: number };

export type UploadFile = (input: {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}) => Promise<unknown>;

const UNSUPPORTED_TOAST_ID = 'uploads-unsupported-type';

/** Refusals whose server text says why (a full quota, too many uploads at once). */
const EXPLAINED_REFUSALS = new Set([
  'too_many_attachments',
  'attachments_too_large',
  'too_many_files',
  'too_many_uploads',
  'uploads_busy',
]);

type Queued = { id: string; file: File; controller: AbortController };

/**
 * `upload` sends one file; `onUploaded` runs after each success (e.g. a refetch). When it returns a
 * promise, the file's progress bar stays until it settles, so the file never vanishes in between.
 */
export function useFileUploads(upload: UploadFile, onUploaded: () => unknown) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<UploadInFlight[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const waiting = useRef<Queued[]>([]);
  const running = useRef(0);

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

  const showFailure = (fileName: string, reason?: string | null) =>
    notifications.show({
      color: 'red',
      message: [t('messages.attachmentCannotBeUploaded').replace('{file}', fileName), reason]
        .filter(Boolean)
        .join('. '),
      autoClose: false,
    });

  const forget = (id: string) => {
    controllers.current.delete(id);
    setUploads((current) => current.filter((entry) => entry.id !== id));
  };

  const sendNext = () => {
    while (running.current < UploadLimits.parallelUploads && waiting.current.length > 0) {
      const next = waiting.current.shift()!;
      running.current += 1;
      send(next);
    }
  };

  const send = ({ id, file, controller }: Queued) => {
    const onProgress = (fraction: number) =>
      setUploads((current) =>
        current.map((entry) => (entry.id === id ? { ...entry, progress: fraction } : entry)),
      );
    upload({ file, onProgress, signal: controller.signal })
      .then(() => onUploaded())
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        if (isApiError(error) && error.code === 'unsupported_file_type') showUnsupported();
        else if (isApiError(error) && EXPLAINED_REFUSALS.has(error.code ?? ''))
          showFailure(file.name, error.serverMessage);
        else showFailure(file.name);
      })
      .finally(() => {
        forget(id);
        running.current -= 1;
        sendNext();
      });
  };

  const enqueue = (file: File) => {
    const id = `${file.name}-${crypto.randomUUID()}`;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    setUploads((current) => [...current, { id, name: file.name, progress: 0 }]);
    waiting.current.push({ id, file, controller });
  };

  return {
    uploads,
    start: (files: readonly File[]) => {
      files.forEach(enqueue);
      sendNext();
    },
    /** Rejected before upload (e.g. by the picker's filter): the spec's unsupported-type toast. */
    reject: showUnsupported,
    cancel: (id: string) => {
      const queued = waiting.current.findIndex((entry) => entry.id === id);
      if (queued >= 0) {
        waiting.current.splice(queued, 1);
        forget(id);
      }
      controllers.current.get(id)?.abort();
    },
  };
}
