// /profile: the account card, the change-password form and the e-mail choices (user and company
// details come later).
import { useEffect } from 'react';
import { Card, SimpleGrid, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useCurrentUser } from '../../../lib/auth/session-store.ts';
import {
  EmailPreferencesCard,
  emailSectionId,
} from '../../notifications/components/email-preferences-card.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { UserCard } from '../components/user-card.tsx';

const changePasswordId = 'change-password';
/** Sections that links open directly (the user menu, the mails' preference links). */
const linkedSections = [changePasswordId, emailSectionId];

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { hash } = useLocation();

  // A link to a section brings it into view with its first field focused.
  useEffect(() => {
    const id = hash.slice(1);
    if (!linkedSections.includes(id)) return;
    const section = document.getElementById(id);
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLInputElement>('input')?.focus();
  }, [hash]);

  if (!user) return null;

  return (
    <>
      <PageTitle title={t('profile.title')} description={t('profile.subtitle')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <UserCard user={user} />
        <Card component="section" id={changePasswordId} aria-labelledby="change-password-title">
          <Title order={2} fz="h4" mb="md" id="change-password-title">
            {t('profile.changePassword.title')}
          </Title>
          <ChangePasswordForm />
        </Card>
        <EmailPreferencesCard />
      </SimpleGrid>
    </>
  );
}
