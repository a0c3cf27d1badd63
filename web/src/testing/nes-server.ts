// A nes v2 server in miniature for web tests, on msw's WebSocket interception: answers hello, sub and
// unsub, records what each socket said, and publishes to a topic on the newest socket.
import { ws } from 'msw';
import { LIVE_PATH } from '../../../bff/plugins/live/types';
import { server } from './server';

// jsdom's page is http://localhost:3000/, so the app opens ws://localhost:3000/api/live.
const endpoint = ws.link(`ws://localhost:3000${LIVE_PATH}`);

export interface NesMessage {
  type: string;
  id?: number;
  version?: string;
  subs?: string[];
  path?: string;
}

export interface NesSocket {
  received: NesMessage[];
  close: () => void;
  send: (message: object) => void;
}

/** `refuse`: topics whose 'sub' is answered 403, as the server does for a non-admin's socket. */
export function nesServer({ refuse = [] as string[] } = {}) {
  const sockets: NesSocket[] = [];
  server.use(
    endpoint.addEventListener('connection', ({ client }) => {
      const socket: NesSocket = {
        received: [],
        close: () => client.close(),
        send: (m) => client.send(JSON.stringify(m)),
      };
      sockets.push(socket);
      client.addEventListener('message', (event) => {
        const m = JSON.parse(String(event.data)) as NesMessage;
        socket.received.push(m);
        if (m.type === 'hello')
          socket.send({ type: 'hello', id: m.id, heartbeat: false, socket: `s${sockets.length}` });
        if (m.type === 'sub' && refuse.includes(m.path ?? ''))
          socket.send({
            type: 'sub',
            id: m.id,
            path: m.path,
            statusCode: 403,
            payload: { statusCode: 403, error: 'Forbidden', message: 'Run progress is for admins' },
          });
        else if (m.type === 'sub' || m.type === 'unsub') socket.send({ type: m.type, id: m.id });
      });
    }),
  );
  const publish = (path: string, message: unknown) => sockets.at(-1)!.send({ type: 'pub', path, message });
  /** The topics the newest socket subscribed to with 'sub' messages, minus those it left. */
  const subscribed = () => {
    const paths = new Set<string>();
    for (const m of sockets.at(-1)?.received ?? []) {
      if (m.type === 'sub') paths.add(m.path!);
      if (m.type === 'unsub') paths.delete(m.path!);
    }
    return [...paths];
  };
  return { sockets, publish, subscribed };
}
