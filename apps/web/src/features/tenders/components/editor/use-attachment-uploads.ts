// Attachment uploads in flight: one request per file with its progress, cancel, and the spec's
// sticky failure toasts ("{file} can not be uploaded", unsupported types).
import { useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error.ts';
import { tenderKeys } from '../../../../lib/tender-query-keys.ts';
import { isAbortError } from '../../../../lib/upload-with-progress.ts';
import { uploadAttachment } from '../../api/upload-attachment.ts';

export type UploadInFlight = { id: string; name: string; progress: number };

const UNSUPPORTED_TOAST_ID = 'attachments-unsupported-type';

export function useAttachmentUploads(tenderId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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

  const finish = (id: string) => {
    controllers.current.delete(id);
    setUploads((current) => current.filter((upload) => upload.id !== id));
  };

  const startOne = (file: File) => {
    const id = `${file.name}-${crypto.randomUUID()}`;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    setUploads((current) => [...current, { id, name: file.name, progress: 0 }]);
    const onProgress = (fraction: number) =>
      setUploads((current) =>
        current.map((upload) => (upload.id === id ? { ...upload, progress: fraction } : upload)),
      );
    uploadAttachment({ tenderId, file, onProgress, signal: controller.signal })
      .then(() => queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        if (isApiError(error) && error.code === 'unsupported_file_type') showUnsupported();
        else showFailure(file.name);
      })
      .finally(() => finish(id));
  };

  return {
    uploads,
    start: (files: readonly File[]) => files.forEach(startOne),
    /** Rejected before upload (e.g. by the picker's filter): the spec's unsupported-type toast. */
    reject: showUnsupported,
    cancel: (id: string) => controllers.current.get(id)?.abort(),
  };
}
