// The tender's main picture: upload (images only), preview and removal. A private tender's picture
// is loaded with the bearer token; a public one past its draft stage is served openly.
import '@mantine/dropzone/styles.css';
import { AspectRatio, Button, Image, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { TenderStatus } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { useAuthorizedObjectUrl } from '@/lib/use-authorized-object-url.ts';
import { useDeleteMainPicture, useUploadMainPicture } from '@/features/tenders/api/main-picture.ts';
import { useTenderEditor } from './editor-context.tsx';

function usePictureSource(pictureUrl: string | null, isOpenlyServed: boolean): string | null {
  const authorized = useAuthorizedObjectUrl(isOpenlyServed ? null : pictureUrl);
  return isOpenlyServed ? pictureUrl : authorized.url;
}

export function MainPictureField() {
  const { t } = useTranslation();
  const { tender, isReadOnly } = useTenderEditor();
  const upload = useUploadMainPicture(tender.tenderId);
  const remove = useDeleteMainPicture(tender.tenderId);
  const isOpenlyServed = tender.isPublic && tender.tenderStatus !== TenderStatus.NEW;
  const source = usePictureSource(tender.mainPictureUrl, isOpenlyServed);

  const handleDrop = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    upload.mutate(file, {
      onError: (error) =>
        notifyError(
          errorText(t, error, 'messages.attachmentCannotBeUploaded').replace('{file}', file.name),
        ),
    });
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('tenders.picture.title')}
      </Text>
      {tender.mainPictureUrl ? (
        <AspectRatio ratio={4 / 3}>
          {source ? (
            <Image src={source} alt={t('tenders.picture.alt', { name: tender.name })} radius="md" />
          ) : (
            <Stack align="center" justify="center" bg="var(--mantine-color-default-hover)">
              <IconPhoto aria-hidden size={32} stroke={1.4} />
            </Stack>
          )}
        </AspectRatio>
      ) : isReadOnly ? (
        <Text size="sm" c="dimmed">
          {t('tenders.picture.none')}
        </Text>
      ) : null}
      {!tender.tenderId ? (
        <Text size="sm" c="dimmed">
          {t('tenders.picture.afterFirstSave')}
        </Text>
      ) : isReadOnly ? null : (
        <>
          <Dropzone
            onDrop={handleDrop}
            onReject={() => notifyError(t('messages.unsupportedFileType'))}
            accept={IMAGE_MIME_TYPE}
            multiple={false}
            loading={upload.isPending}
            inputProps={{ 'aria-label': t('tenders.picture.upload') }}
            p="md"
          >
            <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
              <IconPhoto aria-hidden size={28} stroke={1.5} />
              <Text size="sm" ta="center">
                {tender.mainPictureUrl ? t('tenders.picture.replace') : t('tenders.picture.upload')}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {t('tenders.picture.hint')}
              </Text>
            </Stack>
          </Dropzone>
          {tender.mainPictureUrl ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, { onError: (error) => notifyError(errorText(t, error)) })
              }
            >
              {t('tenders.picture.remove')}
            </Button>
          ) : null}
        </>
      )}
    </Stack>
  );
}
