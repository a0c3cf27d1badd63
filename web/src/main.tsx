import { startApp } from './app/start';
import { startLiveLater } from './lib/live-later';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// Live updates for the whole visit, from once the first screen is up; the socket outlives every screen
// (tests start their own).
startLiveLater(queryClient);
// Not awaited at the top level: the screens' chunks import from this one, which must finish first.
void startApp(
  queryClient,
  document.getElementById('root')!,
  document.getElementById('app-state')?.textContent,
);
