// Renders a component the way the app does: Mantine, TanStack Query, the English texts, a router.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnglishTexts } from '@tendermark/shared';
import { MemoryRouter, RouterProvider, type createMemoryRouter } from 'react-router';
import { theme } from '@/app/theme.ts';
import { initI18n } from '@/lib/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';

/** Also answers the test's own query client, to check what the component asked of it. */
export async function renderWithProviders(ui: ReactNode, { route = '/' } = {}) {
  await initI18n(EnglishTexts);
  const queryClient = createQueryClient();
  const rendered = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...rendered, queryClient };
}

/** Renders a whole router (a test's createMemoryRouter) in the app's Mantine theme, with the English texts. */
export async function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  await initI18n(EnglishTexts);
  return render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/**
 * Puts text into a field as one paste (one change event) instead of a keystroke each: forms with
 * many fields stay well inside the test timeout on a busy machine, and a short autosave delay
 * cannot fall between keystrokes. `user`: a test's own `userEvent.setup()` (e.g. with fake timers).
 */
export async function fillIn(
  field: HTMLElement,
  text: string,
  user: Pick<typeof userEvent, 'click' | 'paste'> = userEvent,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
