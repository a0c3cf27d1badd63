import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
