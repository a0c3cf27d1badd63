// Asks for a secret on the terminal without echoing it; reads one line from a pipe when there is no
// terminal (a pipe may bring several lines at once: what follows the line is kept for the next prompt,
// so `printf 'pw\npw\n' | … users create-admin` answers both of its questions).
import type { Readable, Writable } from 'node:stream';

const unread = new WeakMap<Readable, { buffer: string; ended: boolean }>();

function readLine(input: Readable): Promise<string> {
  let state = unread.get(input);
  if (!state) unread.set(input, (state = { buffer: '', ended: false }));
  const kept = state;
  // The end may have passed while no prompt was listening.
  if (input.readableEnded) kept.ended = true;
  return new Promise((resolve) => {
    const take = (): boolean => {
      const end = kept.buffer.indexOf('\n');
      if (end < 0 && !kept.ended) return false;
      const line = end < 0 ? kept.buffer : kept.buffer.slice(0, end);
      kept.buffer = end < 0 ? '' : kept.buffer.slice(end + 1);
      resolve(line.replace(/\r$/, ''));
      return true;
    };
    if (take()) return;
    const stop = () => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.pause();
    };
    const onData = (chunk: Buffer | string) => {
      kept.buffer += chunk.toString();
      if (take()) stop();
    };
    const onEnd = () => {
      kept.ended = true;
      stop();
      take();
    };
    input.on('data', onData);
    input.once('end', onEnd);
    input.resume();
  });
}

export async function promptSecret(
  question: string,
  input: Readable & { isTTY?: boolean; setRawMode?: (on: boolean) => void } = process.stdin,
  output: Writable = process.stderr,
): Promise<string> {
  output.write(question);
  if (!input.isTTY || !input.setRawMode) {
    const line = await readLine(input);
    output.write('\n');
    return line;
  }
  const setRawMode = input.setRawMode.bind(input);
  setRawMode(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          done();
          reject(new Error('Cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    const done = () => {
      input.off('data', onData);
      setRawMode(false);
      input.pause();
      output.write('\n');
    };
    input.on('data', onData);
  });
}
