// Browser entry: global styles, the start-up requests, and the React root.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app.tsx';
import { startOnce } from '@/app/startup/run-startup.ts';
import { captureUtm } from '@/lib/utm.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The campaign of the first landing, sent when the visitor registers.
captureUtm(window.location.search);
// The texts (preloaded by index.html) and the session are requested before React's first render.
void startOnce(window.location.pathname);

// A transition: React may split the first render into slices instead of one long task.
startTransition(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
