// The report-issue form (spec §5: e-mail, subject and description are required); a signed-in
// user's e-mail is filled in.
import { useState } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { ZReportIssue } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useReportIssue } from '../api/report-issue.ts';

type ReportIssueFormProps = { email: string; onDone: () => void; onCancel: () => void };

export function ReportIssueForm({ email, onDone, onCancel }: ReportIssueFormProps) {
  const { t } = useTranslation();
  const report = useReportIssue();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZReportIssue,
    initialValues: { email, subject: '', description: '' },
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await report.mutateAsync(values);
        notifySuccess(t('profile.reportIssue.sent'));
        onDone();
      } catch (error) {
        setFailure(errorText(t, error));
      }
    },
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('profile.reportIssue.title')}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput
          label={t('profile.reportIssue.email')}
          type="email"
          required
          autoComplete="email"
          data-autofocus={email ? undefined : true}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('profile.reportIssue.subject')}
          required
          data-autofocus={email ? true : undefined}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('profile.reportIssue.description')}
          required
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('profile.reportIssue.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('profile.reportIssue.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
