import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { startLiveLater } from './lib/live-later';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
const router = createRouter(queryClient);
// Live updates for the whole visit, from once the first screen is up; the socket outlives every screen
// (tests start their own).
startLiveLater(queryClient);

// The first render as a transition: React then yields to the browser every few milliseconds instead
// of holding the main thread for the whole first screen (a phone's long task: input waits behind it).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
