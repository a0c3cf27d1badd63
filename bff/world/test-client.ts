// Requests to a world server in tests: to 127.0.0.1 on its port, with the platform's Host header
// (always naming port 3001, so two servers on different ports give comparable bodies).
import { Agent, request } from 'undici';
import type { WorldServer } from './server.js';

export interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function worldClient() {
  const agent = new Agent({ connections: 8 });
  const get = async (
    server: WorldServer,
    platform: string | null,
    path: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'POST' | 'HEAD' = 'GET',
  ): Promise<Got> => {
    const host = platform ? `${platform}.localhost:3001` : 'localhost:3001';
    const res = await request(`http://127.0.0.1:${server.port}${path}`, {
      method,
      headers: { host, ...headers },
      dispatcher: agent,
    });
    return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
  };
  return { get, close: () => agent.close() };
}
