// `npm run dev`: the API server with reload (tsx watch, port 3001) and Vite's dev server on PORT
// (default 3000) proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = String(webPort + 1);
// Pages come from Vite's port: that is the site's origin the live connection must accept.
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'bff/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: publicUrl, SKIP_WEB_BUILD: '1' },
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    },
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
