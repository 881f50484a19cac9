import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { queryClient } from './lib/queryClient.ts';
import { registerServiceWorker } from './lib/serviceWorker.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) registerServiceWorker();

// Push the outbox and pull /sync now, on every reconnect and when Background Sync fires.
void import('./offline/syncLoop.ts').then(({ startOfflineSync }) => startOfflineSync(queryClient));
