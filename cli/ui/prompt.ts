// Asks for a secret on the terminal without echoing it; reads one line from a pipe when there is no terminal.
import type { Readable, Writable } from 'node:stream';

export async function promptSecret(
  question: string,
  input: Readable & { isTTY?: boolean; setRawMode?: (on: boolean) => void } = process.stdin,
  output: Writable = process.stderr,
): Promise<string> {
  output.write(question);
  if (!input.isTTY || !input.setRawMode) {
    const line = await new Promise<string>((resolve) => {
      let buffer = '';
      const onData = (chunk: Buffer | string) => {
        buffer += chunk.toString();
        const end = buffer.indexOf('\n');
        if (end >= 0) {
          input.off('data', onData);
          input.pause();
          resolve(buffer.slice(0, end).replace(/\r$/, ''));
        }
      };
      input.on('data', onData);
      input.once('end', () => resolve(buffer.replace(/\r?\n$/, '')));
      input.resume();
    });
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
