// The company's colleagues: who works in it, open invitations, and the collaborator form that
// invites a colleague by e-mail. Removing someone (or leaving) asks first.
import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { ZInviteCollaborator, type TCollaborator } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormFailure } from '@/components/form-failure.tsx';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText, failureText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { formatDate } from '@/lib/format.ts';
import {
  useCancelCollaboratorInvitation,
  useCollaborators,
  useInviteCollaborator,
  useRemoveCollaborator,
} from '../api/collaborators.ts';

const nameOf = (member: TCollaborator) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.userName;

function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteCollaborator();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZInviteCollaborator,
    initialValues: { email: '' },
    onSubmit: async ({ email }, currentForm) => {
      setFailure(null);
      try {
        await invite.mutateAsync(email);
        currentForm.reset();
        notifySuccess(t('profile.colleagues.invited', { email }));
      } catch (error) {
        setFailure(errorText(t, error));
      }
    },
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('profile.colleagues.invite')}>
      <Stack gap="xs">
        <FormFailure message={failure} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('profile.colleagues.email')}
            type="email"
            autoComplete="off"
            style={{ flex: '1 1 220px' }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={isSubmitting} mt={{ base: 0, xs: 25 }}>
            {t('profile.colleagues.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CollaboratorsSection() {
  const { t } = useTranslation();
  const collaborators = useCollaborators();
  const remove = useRemoveCollaborator();
  const cancel = useCancelCollaboratorInvitation();
  const [leaving, setLeaving] = useState<TCollaborator | null>(null);

  if (collaborators.isPending) return <Skeleton h={120} />;
  const loadFailure = failureText(t, collaborators);
  if (loadFailure || !collaborators.data) return <FormFailure message={loadFailure} />;
  const { companyName, members, invitations } = collaborators.data;
  if (!companyName)
    return (
      <Text size="sm" c="dimmed">
        {t('profile.colleagues.noCompany')}
      </Text>
    );

  const handleRemove = async () => {
    if (!leaving) return;
    try {
      await remove.mutateAsync(leaving.userName);
      notifySuccess(t('profile.colleagues.removed', { name: nameOf(leaving) }));
      setLeaving(null);
    } catch (error) {
      notifyError(errorText(t, error));
    }
  };
  const handleCancel = async (email: string) => {
    try {
      await cancel.mutateAsync(email);
      notifySuccess(t('profile.colleagues.invitationCanceled', { email }));
    } catch (error) {
      notifyError(errorText(t, error));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('profile.colleagues.description', { company: companyName })}</Text>
      <InviteForm />
      <Stack gap={6}>
        <Title order={3} fz="sm">
          {t('profile.colleagues.members')}
        </Title>
        <List listStyleType="none" spacing={6}>
          {members.map((member) => (
            <List.Item key={member.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500} truncate="end">
                      {nameOf(member)}
                    </Text>
                    {member.isYou ? (
                      <Badge size="xs" variant="light">
                        {t('profile.colleagues.you')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed" truncate="end">
                    {member.userName}
                  </Text>
                </Stack>
                {member.isYou ? (
                  <Button variant="subtle" size="compact-sm" onClick={() => setLeaving(member)}>
                    {t('profile.colleagues.leave')}
                  </Button>
                ) : (
                  <Tooltip label={t('profile.colleagues.remove', { name: nameOf(member) })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('profile.colleagues.remove', { name: nameOf(member) })}
                      onClick={() => setLeaving(member)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
      {invitations.length > 0 ? (
        <Stack gap={6}>
          <Title order={3} fz="sm">
            {t('profile.colleagues.pending')}
          </Title>
          <List listStyleType="none" spacing={6}>
            {invitations.map((invitation) => (
              <List.Item key={invitation.email}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" truncate="end">
                      {invitation.email}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('profile.colleagues.pendingSince', {
                        date: formatDate(invitation.createdDate),
                        name: invitation.invitedBy ?? '—',
                      })}
                    </Text>
                  </Stack>
                  <Tooltip
                    label={t('profile.colleagues.cancelInvitation', { email: invitation.email })}
                  >
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('profile.colleagues.cancelInvitation', {
                        email: invitation.email,
                      })}
                      onClick={() => void handleCancel(invitation.email)}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={leaving !== null}
        title={
          leaving?.isYou
            ? t('profile.colleagues.leaveTitle', { company: companyName })
            : t('profile.colleagues.removeTitle', { name: leaving ? nameOf(leaving) : '' })
        }
        confirmLabel={
          leaving?.isYou
            ? t('profile.colleagues.leave')
            : t('profile.colleagues.remove', { name: leaving ? nameOf(leaving) : '' })
        }
        message={
          leaving?.isYou
            ? t('profile.colleagues.leaveText')
            : t('profile.colleagues.removeText', { name: leaving ? nameOf(leaving) : '' })
        }
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => void handleRemove()}
        onClose={() => setLeaving(null)}
      />
    </Stack>
  );
}
