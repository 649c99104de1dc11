// A button per enabled external login provider under an "or" divider. Each button is a plain
// link: the browser leaves for the server's ExternalLogin redirect. Loaded only when the server
// offers a provider (external-login-options.tsx), so the login page stays light without them.
import type { ComponentType } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconBrandX, IconLogin2 } from '@tabler/icons-react';
import type { TExternalLogin } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

const providerIcons: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  Google: IconBrandGoogle,
  Facebook: IconBrandFacebook,
  Twitter: IconBrandX,
};

export function ExternalLoginButtons({ providers }: { providers: TExternalLogin[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider label={t('auth.external.or')} labelPosition="center" my="lg" />
      <Stack gap="sm" role="group" aria-label={t('auth.external.providersLabel')}>
        {providers.map((provider) => {
          const Icon = providerIcons[provider.name] ?? IconLogin2;
          return (
            <Button
              key={provider.name}
              component="a"
              href={provider.url}
              variant="default"
              fullWidth
              leftSection={<Icon size={18} aria-hidden />}
            >
              {t('auth.external.continueWith', { provider: provider.name })}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
