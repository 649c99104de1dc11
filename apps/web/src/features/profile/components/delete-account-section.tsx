// "Delete my account": asks for the confirmation link (RequestDeleteProfile); the removal itself
// happens on /account-removal, from the mailed link.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { failureText } from '@/lib/i18n.ts';
import { useRequestProfileDeletion } from '../api/account-removal.ts';

export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const request = useRequestProfileDeletion();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('profile.removal.text')}</Text>
      <FormFailure message={failureText(t, request)} />
      {request.isSuccess ? (
        <Alert color="blue" variant="light" role="status">
          {t('profile.removal.requested', { email })}
        </Alert>
      ) : (
        <div>
          <Button
            color="red"
            variant="light"
            loading={request.isPending}
            onClick={() => request.mutate()}
          >
            {t('profile.removal.request')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
