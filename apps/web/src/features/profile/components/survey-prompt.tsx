// The survey shown once after the first login (SurveyCompleted false): a notice above the page's
// content that does not block it. "Answer the survey" opens the form; "No, thanks" skips it for
// good (SaveSurvey with surveyAnswer=false); closing it hides it until the browser session ends.
// The notice is part of the first page (loaded late, it pushed the page down); the dialog and its
// form are loaded when opened. It stays off the pages where a survey is out of place: logging in
// and the account's own pages (settings, deleting the account), mail links and maintenance.
import { lazy, Suspense, useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { TUserInfo } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSaveSurvey } from '../api/save-survey.ts';

const SurveyDialog = lazy(async () => ({
  default: (await import('./survey-dialog.tsx')).SurveyDialog,
}));

const LATER_KEY = 'tendermark.survey.later';

const isPostponed = () => {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
};

/** The pages (and the pages below them) that never show the survey's notice. */
const pagesWithoutSurvey = [
  paths.auth.login.path,
  paths.auth.register.path,
  paths.auth.activation.path,
  paths.auth.activationEmail.path,
  paths.auth.forgotPasswordRequest.path,
  '/forgot-password/',
  paths.auth.externalLogin.path,
  paths.profile.path,
  paths.profile.accountRemoval.path,
  paths.profile.companyInvitation.path,
  paths.mail.unsubscribe.path,
  paths.mail.newsletterConfirm.path,
  paths.maintenance.path,
];

export const isSurveyPage = (pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !pagesWithoutSurvey.some(
    (page) =>
      path === page.replace(/\/$/, '') || path.startsWith(page.endsWith('/') ? page : `${page}/`),
  );
};

export function SurveyPrompt({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const skip = useSaveSurvey();
  const [isPostponedNow, setPostponed] = useState(isPostponed);
  const [isFormOpen, setFormOpen] = useState(false);
  if (user.SurveyCompleted || (isPostponedNow && !isFormOpen) || !isSurveyPage(pathname))
    return null;

  const postpone = () => {
    try {
      sessionStorage.setItem(LATER_KEY, '1');
    } catch {
      // Without storage the card comes back on the next page load; no harm done.
    }
    setPostponed(true);
  };

  return (
    <>
      {isFormOpen ? null : (
        <Paper
          component="aside"
          aria-labelledby="survey-prompt-title"
          withBorder
          p="md"
          mb="lg"
          bg="var(--mantine-color-default-hover)"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Group gap="md" align="center" style={{ flex: 1 }} wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 240px' }}>
                <Text fw={600} id="survey-prompt-title">
                  {t('profile.survey.title')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('profile.survey.teaser')}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="subtle"
                  size="xs"
                  loading={skip.isPending}
                  onClick={() => skip.mutate(null)}
                >
                  {t('profile.survey.skip')}
                </Button>
                <Button size="xs" onClick={() => setFormOpen(true)}>
                  {t('profile.survey.open')}
                </Button>
              </Group>
            </Group>
            <CloseButton size="sm" aria-label={t('profile.survey.later')} onClick={postpone} />
          </Group>
        </Paper>
      )}
      {isFormOpen ? (
        <Suspense fallback={null}>
          <SurveyDialog onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
