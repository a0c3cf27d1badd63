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

  it('answers the next prompt with the next line of the same chunk, and the last line without a newline', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    input.write('first-Pass\nsecond-Pass\nthird');
    input.end();
    expect(await promptSecret('Password: ', input, output)).toBe('first-Pass');
    expect(await promptSecret('Repeat password: ', input, output)).toBe('second-Pass');
    expect(await promptSecret('Again: ', input, output)).toBe('third');
    expect(await promptSecret('Once more: ', input, output)).toBe('');
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
