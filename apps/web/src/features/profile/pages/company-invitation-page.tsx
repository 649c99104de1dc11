// /company-invitation?token=…: a colleague's invitation into their company; accepting joins it.
import { Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { FormFailure } from '@/components/form-failure.tsx';
import { LinkOutcome } from '@/components/link-outcome.tsx';
import { paths } from '@/config/paths.ts';
import { errorText, failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useAcceptCompanyInvitation, useCompanyInvitation } from '../api/collaborators.ts';

export function CompanyInvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.invitation.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useCompanyInvitation(token);
  const accept = useAcceptCompanyInvitation();
  const homeButton = (
    <Button component={Link} to={paths.home.getHref()}>
      {t('auth.common.goHome')}
    </Button>
  );

  if (!token || !invitation.isSuccess)
    return (
      <FormCard>
        <LinkOutcome
          status={token ? invitation.status : 'error'}
          pendingText={t('profile.invitation.pending')}
          failure={{
            title: t('profile.invitation.failureTitle'),
            text: token
              ? errorText(t, invitation.error, 'messages.invalidToken')
              : t('messages.invalidToken'),
            actions: homeButton,
          }}
        />
      </FormCard>
    );

  const { companyName, invitedBy } = invitation.data;
  const handleAccept = () =>
    accept.mutate(token, {
      onSuccess: ({ companyName: joined }) => {
        notifySuccess(t('profile.invitation.joined', { company: joined }));
        void navigate(`${paths.profile.getHref()}#colleagues`);
      },
    });

  return (
    <FormCard>
      <Stack gap="md">
        <Text component="h1" fw={700} fz="h3" m={0}>
          {t('profile.invitation.title')}
        </Text>
        <Text>
          {invitedBy
            ? t('profile.invitation.text', { name: invitedBy, company: companyName })
            : t('profile.invitation.textNoInviter', { company: companyName })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('profile.invitation.note')}
        </Text>
        <FormFailure message={failureText(t, accept)} />
        <Button loading={accept.isPending} onClick={handleAccept}>
          {t('profile.invitation.accept', { company: companyName })}
        </Button>
      </Stack>
    </FormCard>
  );
}
