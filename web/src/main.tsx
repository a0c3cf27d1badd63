import { startApp } from './app/start';
import { startLiveLater } from './lib/live-later';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// Live updates for the whole visit, from once the first screen is up; the socket outlives every screen
// (tests start their own).
startLiveLater(queryClient);
startApp(queryClient, document.getElementById('root')!, document.getElementById('app-state')?.textContent);
