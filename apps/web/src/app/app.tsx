// The whole web app: providers, the start-up gate, then the router.
import { RouterProvider } from 'react-router/dom';
import { installClientErrorHandlers } from '@/lib/client-error-log.ts';
import { wireApiClient } from './api-client-wiring.ts';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';
import { StartupGate } from './startup/startup-gate.tsx';

wireApiClient(router);
installClientErrorHandlers();

export function App() {
  return (
    <AppProviders>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProviders>
  );
}
