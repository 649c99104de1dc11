// The app's providers: Mantine (theme, colour scheme, toasts), TanStack Query and i18next.
import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Constants } from '@tendermark/shared';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n-instance.ts';
import { queryClient } from '@/lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// Toasts shown before the container has loaded wait in the store and appear once it mounts.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={Constants.toastAutoCloseMs} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
