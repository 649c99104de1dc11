// The app's providers: Mantine (theme, colour scheme, toasts) and TanStack Query (the translation
// needs none: lib/translation.ts).
import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Constants } from '@tendermark/shared';
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
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
