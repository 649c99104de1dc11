// /profile#email: one switch per kind of e-mail, saved as it is flipped, and the newsletter with
// its double opt-in status.
import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  MAIL_CATEGORIES,
  NewsletterStatus,
  type EnglishTextKey,
  type MailCategory,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import {
  useChangeNewsletter,
  useMailPreferences,
  useNewsletterStatus,
  useSetMailPreference,
} from '../api/mail-calls.ts';

export const emailSectionId = 'email';

export const categoryLabelKey = (category: MailCategory) =>
  `mail.category.${category}` as const satisfies EnglishTextKey;

function MailSwitches() {
  const { t } = useTranslation();
  const preferences = useMailPreferences();
  const setPreference = useSetMailPreference();

  if (preferences.isPending)
    return (
      <Stack gap="md" aria-busy>
        {MAIL_CATEGORIES.map((category) => (
          <Skeleton key={category} height={36} />
        ))}
      </Stack>
    );
  if (preferences.isError)
    return (
      <Text c="red" role="alert">
        {errorText(t, preferences.error)}
      </Text>
    );

  return (
    <Stack gap="md">
      {MAIL_CATEGORIES.map((category) => (
        <Switch
          key={category}
          checked={preferences.data[category]}
          label={t(categoryLabelKey(category))}
          description={t(`${categoryLabelKey(category)}.description`)}
          onChange={(event) =>
            setPreference.mutate(
              { category, enabled: event.currentTarget.checked },
              {
                onSuccess: () => notifySuccess(t('mail.saved')),
                onError: (error) => notifyError(errorText(t, error)),
              },
            )
          }
        />
      ))}
    </Stack>
  );
}

const newsletterColor: Record<NewsletterStatus, string> = {
  subscribed: 'teal',
  unsubscribed: 'gray',
  pending: 'yellow',
  cleaned: 'red',
};

function Newsletter() {
  const { t } = useTranslation();
  const status = useNewsletterStatus();
  const change = useChangeNewsletter();

  if (status.isPending) return <Skeleton height={60} />;
  if (status.isError)
    return (
      <Text c="red" role="alert">
        {errorText(t, status.error)}
      </Text>
    );

  const isOn =
    status.data === NewsletterStatus.SUBSCRIBED || status.data === NewsletterStatus.PENDING;
  const hint =
    status.data === NewsletterStatus.PENDING
      ? t('mail.newsletter.hint.pending')
      : status.data === NewsletterStatus.CLEANED
        ? t('mail.newsletter.hint.cleaned')
        : t('mail.newsletter.text');
  const toggle = () =>
    change.mutate(!isOn, {
      onSuccess: () =>
        notifySuccess(t(isOn ? 'mail.newsletter.unsubscribed' : 'mail.newsletter.subscribed')),
      onError: (error) => notifyError(errorText(t, error)),
    });

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={4} maw={420}>
        <Group gap="xs">
          <Text fw={500}>{t('mail.newsletter.title')}</Text>
          <Badge color={newsletterColor[status.data]} variant="light">
            {t(`mail.newsletter.status.${status.data}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
      <Button variant={isOn ? 'default' : 'filled'} loading={change.isPending} onClick={toggle}>
        {t(isOn ? 'mail.newsletter.unsubscribe' : 'mail.newsletter.subscribe')}
      </Button>
    </Group>
  );
}

export function EmailPreferencesCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" id={emailSectionId} aria-labelledby="email-preferences-title">
      <Title order={2} fz="h4" mb={4} id="email-preferences-title">
        {t('mail.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('mail.intro')}
      </Text>
      <MailSwitches />
      <Text size="xs" c="dimmed" mt="md">
        {t('mail.alwaysSent')}
      </Text>
      <Divider my="md" />
      <Newsletter />
    </Card>
  );
}
