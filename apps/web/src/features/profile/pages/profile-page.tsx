// /profile: the user's details, the company's details and colleagues, the account card, the
// change-password form, the e-mail choices and account removal. While the profile is incomplete a
// gentle prompt says what is missing. The e-mail choices belong to the notifications feature: the
// router hands their card in (features do not import each other).
import { useEffect, type ReactNode } from 'react';
import { Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { failureText } from '@/lib/i18n.ts';
import { useUserDetails } from '../api/user-details.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { CollaboratorsSection } from '../components/collaborators-section.tsx';
import { CompanyDetailsForm } from '../components/company-details-form.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { ProfilePrompt } from '../components/profile-prompt.tsx';
import { SectionCard } from '@/components/section-card.tsx';
import { UserCard } from '../components/user-card.tsx';
import { UserDetailsForm } from '../components/user-details-form.tsx';

const changePasswordId = 'change-password';
const deleteAccountId = 'delete-account';
/** The e-mail card's id, as in paths.profile.emailHref. */
const emailSectionId = 'email';
/** Sections that links open directly (the user menu, the mails' preference links). */
const linkedSections = [changePasswordId, emailSectionId, deleteAccountId, 'company', 'colleagues'];

function DetailsSkeleton() {
  return (
    <Card>
      <Stack gap="sm">
        <Skeleton h={24} w="40%" />
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    </Card>
  );
}

type ProfilePageProps = {
  /** The e-mail choices card (section id `email`), between the password and account removal. */
  emailPreferences?: ReactNode;
};

export function ProfilePage({ emailPreferences }: ProfilePageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { hash } = useLocation();
  const details = useUserDetails();
  const isLoaded = details.isSuccess;

  // A link to a section brings it into view with its first field focused (once it is rendered).
  useEffect(() => {
    const id = hash.slice(1);
    if (!linkedSections.includes(id)) return;
    const section = document.getElementById(id);
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLInputElement | HTMLButtonElement>('input, button')?.focus();
  }, [hash, isLoaded]);

  if (!user) return null;

  const rating = details.data?.rating;
  return (
    <>
      <PageTitle title={t('profile.title')} description={t('profile.subtitle')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {details.data ? <ProfilePrompt details={details.data} /> : null}
            {details.isPending ? (
              <>
                <DetailsSkeleton />
                <DetailsSkeleton />
              </>
            ) : details.data ? (
              <>
                <SectionCard
                  actionWraps
                  id="your-details"
                  title={t('profile.details.title')}
                  description={t('profile.details.description')}
                  action={
                    <Text size="sm" c="dimmed" ta="right">
                      {t('profile.details.rating')}:{' '}
                      {rating === null || rating === undefined
                        ? t('profile.details.noRating')
                        : t('profile.overview.ratingValue', { rating: rating.toFixed(1) })}
                    </Text>
                  }
                >
                  <UserDetailsForm details={details.data} />
                </SectionCard>
                <SectionCard
                  actionWraps
                  id="company"
                  title={t('profile.company.title')}
                  description={t('profile.company.description')}
                >
                  <CompanyDetailsForm
                    key={details.data.company?.id ?? 'new'}
                    details={details.data}
                  />
                </SectionCard>
                <SectionCard id="colleagues" title={t('profile.colleagues.title')}>
                  <CollaboratorsSection />
                </SectionCard>
              </>
            ) : (
              <FormFailure message={failureText(t, details) ?? t('profile.loadFailed')} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <UserCard user={user} />
            <Card component="section" id={changePasswordId} aria-labelledby="change-password-title">
              <Title order={2} fz="h4" mb="md" id="change-password-title">
                {t('profile.changePassword.title')}
              </Title>
              <ChangePasswordForm />
            </Card>
            {emailPreferences}
            <SectionCard id={deleteAccountId} title={t('profile.removal.title')}>
              <DeleteAccountSection email={details.data?.email ?? user.Name} />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
