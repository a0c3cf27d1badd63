// The control host (`localhost`, `127.0.0.1`): an index of the platforms, the counters, world time and
// the ground truth. Not part of any platform: benchmarks and tests drive the world from here.
import { PLATFORMS } from '../../db/reference/platforms.js';
import { escapeHtml } from './render-html.js';
import { HTML, JSON_TYPE, type Reply } from './routes.js';
import type { PlatformStats } from './stats.js';
import type { World } from './world.js';

const MAX_ADVANCE_HOURS = 1000;

export interface ControlRequest {
  world: World;
  stats: Map<string, PlatformStats>;
  method: string;
  url: URL;
  hostUrl: (platformId: string) => string;
}

const json = (status: number, value: unknown): Reply => ({
  status,
  type: JSON_TYPE,
  body: JSON.stringify(value),
});

export function controlReply(r: ControlRequest): Reply {
  const { world, method, url } = r;
  const route = `${method === 'HEAD' ? 'GET' : method} ${url.pathname}`;
  switch (route) {
    case 'GET /':
      return { status: 200, type: HTML, body: indexPage(r) };
    case 'GET /_stats':
      return json(200, {
        hour: world.hour,
        platforms: Object.fromEntries([...r.stats].map(([id, s]) => [id, s.snapshot()])),
      });
    case 'POST /_stats/reset':
      for (const s of r.stats.values()) s.reset();
      return json(200, { reset: true });
    case 'POST /_advance': {
      const raw = url.searchParams.get('hours') ?? '1';
      const hours = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
      if (!(hours >= 1 && hours <= MAX_ADVANCE_HOURS))
        return json(400, { error: `hours must be a whole number from 1 to ${MAX_ADVANCE_HOURS}` });
      const changes = world.advance(hours);
      return json(200, { hour: world.hour, changes });
    }
    case 'GET /_truth':
      return json(200, world.truth());
  }
  const known = ['/', '/_stats', '/_stats/reset', '/_advance', '/_truth'].includes(url.pathname);
  return known
    ? {
        ...json(405, { error: 'method not allowed' }),
        headers: { allow: url.pathname.startsWith('/_') ? 'GET, POST' : 'GET' },
      }
    : json(404, { error: 'not found' });
}

function indexPage({ world, hostUrl }: ControlRequest): string {
  const rows = PLATFORMS.map((p) => {
    const url = hostUrl(p.id);
    const count = world.state(p.id).active.length;
    return `<tr><td><a href="${escapeHtml(url)}/">${escapeHtml(p.name)}</a></td><td>${p.kind}</td><td>${p.access}</td><td><a href="${escapeHtml(url + p.startPath)}">${escapeHtml(url + p.startPath)}</a></td><td>${count}</td></tr>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Demo world</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}td,th{padding:.25rem .75rem;text-align:left}</style></head>
<body>
<h1>Demo world</h1>
<p>Hour ${world.hour} (${new Date(world.now()).toISOString()}). Eight demo source platforms, each on its own host.</p>
<table><thead><tr><th>Platform</th><th>Kind</th><th>Access</th><th>Start</th><th>Postings</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p><a href="/_stats">/_stats</a> · <a href="/_truth">/_truth</a> · POST /_stats/reset · POST /_advance?hours=N</p>
</body>
</html>
`;
}
