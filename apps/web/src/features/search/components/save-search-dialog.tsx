// "Save this search": the user names the current auction or government tender search; the saved
// search then e-mails them when a new matching tender appears.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ZSaveSearchBody, type TTenderSearchInput } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { isApiError } from '@/lib/api-error.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSaveSearch } from '../api/saved-searches.ts';

const ZSaveSearchForm = ZSaveSearchBody.pick({ name: true });

type SaveSearchDialogProps = {
  opened: boolean;
  kind: 'auctions' | 'gov';
  criteria: TTenderSearchInput;
  onClose: () => void;
};

export function SaveSearchDialog({ opened, kind, criteria, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  const save = useSaveSearch();
  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZSaveSearchForm,
    initialValues: { name: criteria.keywords ?? '' },
    onSubmit: async ({ name }, currentForm) => {
      try {
        const saved = await save.mutateAsync({ kind, name: name.trim(), criteria });
        notifySuccess(t('search.saved.saved', { name: saved.name }));
        onClose();
      } catch (error) {
        if (isApiError(error) && error.status === 400)
          currentForm.setFieldError('name', errorText(t, error));
        else notifyError(errorText(t, error));
      }
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={isSubmitting ? () => {} : onClose}
      title={t('search.saved.dialogTitle')}
      centered
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Text size="sm">{t('search.saved.text')}</Text>
          <TextInput
            label={t('search.saved.name')}
            placeholder={t('search.saved.namePlaceholder')}
            required
            maxLength={120}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('search.saved.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
