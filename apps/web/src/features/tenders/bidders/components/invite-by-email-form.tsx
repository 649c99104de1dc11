// The invite-by-e-mail form (spec §2, §5): several addresses and an optional message. Each
// address must be valid, not the inviter's own and not already among the bidders.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { failureText, translateMessage } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useSendInvitations } from '../api/send-invitations.ts';
import { inviteEmailsProblem, splitEmails } from '../model/invite-emails.ts';

type InviteByEmailFormProps = {
  tenderId: string;
  ownEmail: string;
  listedEmails: readonly string[];
  /** The tender is a draft: suppliers are picked now and invited when it is scheduled. */
  isDraft?: boolean;
  onDone: () => void;
  onCancel: () => void;
};

export function InviteByEmailForm({
  tenderId,
  ownEmail,
  listedEmails,
  isDraft = false,
  onDone,
  onCancel,
}: InviteByEmailFormProps) {
  const { t } = useTranslation();
  const send = useSendInvitations(tenderId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { emails: '', message: '' },
    validateInputOnBlur: true,
    validate: {
      emails: (value) => {
        const problem = inviteEmailsProblem(value, { ownEmail, listedEmails });
        if (!problem) return null;
        const message = translateMessage(t, problem.message);
        return problem.email
          ? t('bidders.invite.addressProblem', { email: problem.email, message })
          : message;
      },
    },
  });

  const handleSubmit = form.onSubmit(
    ({ emails, message }) => {
      if (send.isPending) return;
      const addresses = splitEmails(emails);
      send.mutate(
        { emails: addresses, message: isDraft ? undefined : message },
        {
          onSuccess: () => {
            notifySuccess(
              t(isDraft ? 'bidders.invite.picked' : 'bidders.invite.sent', {
                count: addresses.length,
              }),
            );
            onDone();
          },
        },
      );
    },
    () => form.getInputNode('emails')?.focus(),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <FormFailure message={failureText(t, send)} />
        <Textarea
          label={t('bidders.invite.emails')}
          description={t('bidders.invite.emailsHint')}
          placeholder="anna@supplier.com, ben@supplier.com"
          required
          autosize
          minRows={2}
          data-autofocus
          onKeyDown={(event) => {
            // New lines separate addresses, so Enter starts one; Ctrl/Cmd+Enter sends.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          {...form.getInputProps('emails')}
        />
        {isDraft ? (
          <Text size="sm" c="dimmed">
            {t('bidders.invite.pickNote')}
          </Text>
        ) : (
          <Textarea
            label={t('bidders.invite.message')}
            description={t('bidders.invite.messageHint')}
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps('message')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={send.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t(isDraft ? 'bidders.invite.pick' : 'bidders.invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
