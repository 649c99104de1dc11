// Adds a localization text (admins).
import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useAddText } from '../api/localization.ts';

export function TextAddDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddText();
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [isFeText, setIsFeText] = useState(true);
  return (
    <Modal opened onClose={onClose} title={t('admin.localization.add')} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (add.isPending || !key.trim()) return;
          add.mutate(
            { key: key.trim(), value, isFeText },
            {
              onSuccess: () => {
                notifySuccess(t('admin.common.saved'));
                onClose();
              },
            },
          );
        }}
      >
        <Stack>
          <FormFailure message={failureText(t, add)} />
          <TextInput
            label={t('admin.localization.key')}
            value={key}
            onChange={(event) => setKey(event.currentTarget.value)}
            required
            data-autofocus
          />
          <Textarea
            label={t('admin.localization.value')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Switch
            label={t('admin.localization.isFeText')}
            checked={isFeText}
            onChange={(event) => setIsFeText(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!key.trim()}>
              {t('admin.common.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
