// Edits one localization text: an admin changes the text and the correction; a translator only
// proposes a correction, which waits for an admin.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Textarea } from '@mantine/core';
import type { TLocalizationText } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useEditText } from '../api/localization.ts';

type TextEditDialogProps = { text: TLocalizationText; isAdmin: boolean; onClose: () => void };

export function TextEditDialog({ text, isAdmin, onClose }: TextEditDialogProps) {
  const { t } = useTranslation();
  const edit = useEditText();
  const [value, setValue] = useState(text.value);
  const [correction, setCorrection] = useState(text.correction ?? '');
  const [textCorrected, setTextCorrected] = useState(text.textCorrected);

  const handleSubmit = () => {
    const body = isAdmin
      ? { key: text.key, value, correction: correction.trim() ? correction : null, textCorrected }
      : { key: text.key, correction };
    edit.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('admin.common.saved'));
        onClose();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.localization.editTitle', { key: text.key })}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!edit.isPending) handleSubmit();
        }}
      >
        <Stack>
          <FormFailure message={failureText(t, edit)} />
          <Textarea
            label={t('admin.localization.value')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            readOnly={!isAdmin}
            autosize
            minRows={2}
            data-autofocus={isAdmin || undefined}
          />
          <Textarea
            label={t('admin.localization.correction')}
            value={correction}
            onChange={(event) => setCorrection(event.currentTarget.value)}
            autosize
            minRows={2}
            data-autofocus={!isAdmin || undefined}
          />
          {isAdmin ? (
            <Switch
              label={t('admin.localization.textCorrected')}
              checked={textCorrected}
              onChange={(event) => setTextCorrected(event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={edit.isPending}
              disabled={!isAdmin && !correction.trim()}
            >
              {isAdmin ? t('admin.common.save') : t('admin.localization.propose')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
