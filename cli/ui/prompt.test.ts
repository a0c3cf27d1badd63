import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { promptSecret } from './prompt.js';

describe('promptSecret', () => {
  it('reads one line from a pipe and never writes the secret back', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let written = '';
    output.on('data', (c) => (written += c.toString()));
    const answer = promptSecret('Password: ', input, output);
    input.write('s3cret-Pass\nnext line\n');
    expect(await answer).toBe('s3cret-Pass');
    expect(written).toBe('Password: \n');
  });

  it('does not echo typed characters on a terminal, and honours backspace', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => {} });
    const output = new PassThrough();
    let written = '';
    output.on('data', (c) => (written += c.toString()));
    const answer = promptSecret('Password: ', input, output);
    input.write('abx\u007fc\r');
    expect(await answer).toBe('abc');
    expect(written).toBe('Password: \n');
  });
});
