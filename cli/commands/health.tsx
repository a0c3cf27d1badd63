import React from 'react';
import type { Command } from 'commander';
import { ApiClient } from '../lib/client.js';
import { serverUrl } from '../lib/config.js';
import { Info, printJson, show } from '../ui/render.js';

export function register(program: Command) {
  program
    .command('health')
    .description('Check that the server and its database answer')
    .option('--json', 'print the raw answer')
    .action(async (options: { json?: boolean }) => {
      const client = new ApiClient(serverUrl(program.opts().url));
      const health = await client.get<{ status: string; database: string; listings: number }>('/api/health');
      if (options.json) return printJson(health);
      await show(
        <Info
          title={`Server ${client.baseUrl}`}
          lines={[
            ['status', health.status],
            ['database', health.database],
            ['active listings', health.listings.toLocaleString('en-GB')],
          ]}
        />,
      );
    });
}
