// The offer description (EditOfferDescription): free text for what the numbers do not say.
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { TSupplierEntry } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { growingTextareaProps } from '@/lib/growing-textarea.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useEditOfferDescription } from '../api/proposal-calls.ts';
import { ProposalPart } from './proposal-part.tsx';

type OfferDescriptionFormProps = { tenderId: string; entry: TSupplierEntry; canEdit: boolean };

export function OfferDescriptionForm({ tenderId, entry, canEdit }: OfferDescriptionFormProps) {
  const { t } = useTranslation();
  const save = useEditOfferDescription(tenderId);
  const saved = entry.offerDescription ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? saved;
  const isDirty = draft !== null && draft.trim() !== saved;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isDirty || save.isPending) return;
    save.mutate(text, {
      onSuccess: () => {
        setDraft(null);
        notifySuccess(t('supplier.description.saved'));
      },
      onError: (error) => notifyError(errorText(t, error)),
    });
  };

  return (
    <ProposalPart title={t('supplier.description.title')} hint={t('supplier.description.hint')}>
      {canEdit ? (
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="sm">
            <Textarea
              label={t('supplier.description.label')}
              {...growingTextareaProps(3)}
              maxLength={4000}
              value={text}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Group>
              <Button type="submit" variant="light" loading={save.isPending} disabled={!isDirty}>
                {t('supplier.description.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c={saved ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {saved || t('supplier.description.none')}
        </Text>
      )}
    </ProposalPart>
  );
}
