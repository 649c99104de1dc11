// The gentle "complete your profile" prompt: what is still missing before IsUserProfileFilled.
import { Alert, List } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import type { TUserDetails } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { missingProfileParts } from '../model/form-values.ts';

export function ProfilePrompt({ details }: { details: TUserDetails }) {
  const { t } = useTranslation();
  const missing = missingProfileParts(details);
  if (details.isUserProfileFilled || missing.length === 0) return null;
  return (
    <Alert
      color="brand"
      variant="light"
      title={t('profile.prompt.title')}
      icon={<IconUserExclamation size={20} />}
    >
      {t('profile.prompt.text')}
      <List size="sm" mt={6}>
        {missing.map((part) => (
          <List.Item key={part}>
            {part === 'user' ? t('profile.prompt.missingUser') : t('profile.prompt.missingCompany')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
