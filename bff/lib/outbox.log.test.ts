// The log "transport" of a machine with no SMTP_URL: the demo's mailbox outside production (a person
// must be able to follow a sign-up link), and never a copy of a link or key in production.
import { describe, expect, it } from 'vitest';
import { logTransport } from './outbox.js';

const message = {
  from: 'AllMotors <no-reply@allmotors.example>',
  to: 'jo@example.co.uk',
  subject: 'Confirm your AllMotors e-mail address',
  text: 'Open this link:\nhttp://localhost:3000/register/confirm/raw-token-123',
};

const capture = () => {
  const lines: { data: object; message?: string | undefined }[] = [];
  return { lines, log: { info: (data: object, m?: string) => void lines.push({ data, message: m }) } };
};

describe('the log transport', () => {
  it('writes the whole message, link included, when asked to show the text (the demo)', async () => {
    const { lines, log } = capture();
    await logTransport(log, { showText: true }).send(message);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toContain('/register/confirm/raw-token-123');
    expect(lines[0]!.data).toMatchObject({ event: 'outbox.logged', to: 'jo@example.co.uk' });
  });

  it('writes only who it was for and the subject otherwise (production)', async () => {
    const { lines, log } = capture();
    await logTransport(log).send(message);
    expect(JSON.stringify(lines)).not.toContain('raw-token-123');
    expect(lines[0]!.data).toEqual({
      event: 'outbox.logged',
      to: 'jo@example.co.uk',
      subject: 'Confirm your AllMotors e-mail address',
    });
  });
});
