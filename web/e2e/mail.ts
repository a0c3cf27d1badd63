// The journeys' mailbox: e-mails the server sent to the mail sink (e2e/mail-sink.ts), read as the
// person's mail client would, and the sign-up confirmation link such an e-mail carries (issue 15:
// sign-up signs in only through that link).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const sinkUrl = () => {
  const url = process.env.E2E_MAIL_SINK_URL;
  if (!url) throw new Error('E2E_MAIL_SINK_URL is not set: run through web/playwright.config.ts');
  return url;
};

/** A message's text as sent: quoted-printable soft breaks joined, `=3D` back to `=`. */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest e-mail to `address` with this subject, waiting up to 30 s for it to arrive. */
export async function mailTo(address: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${sinkUrl()}/messages`);
        const messages = (await res.json()) as { to: string[]; raw: string }[];
        found = messages
          .filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()))
          .map((m) => decode(m.raw))
          .reverse()
          .find((text) => text.includes(`Subject: ${subject}`));
        return Boolean(found);
      },
      { timeout: 30_000, message: `an e-mail '${subject}' to ${address}` },
    )
    .toBe(true);
  return found!;
}

export const CONFIRM_SIGN_UP_SUBJECT = 'Confirm your AllMotors e-mail address';

/** The path of the sign-up confirmation link e-mailed to `address` (/register/confirm/<token>). */
export async function signUpLink(address: string): Promise<string> {
  const message = await mailTo(address, CONFIRM_SIGN_UP_SUBJECT);
  const link = /https?:\/\/\S+\/register\/confirm\/[\w-]{43}/.exec(message)?.[0];
  expect(link, 'the confirmation link in the e-mail').toBeTruthy();
  return new URL(link!).pathname;
}

/** Opens the e-mailed link in `page` and confirms, as the person would; they are then signed in. */
export async function confirmSignUpInPage(page: Page, address: string): Promise<void> {
  await page.goto(await signUpLink(address));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
}

/**
 * Confirms a sign-up through the API with the e-mailed link's token, in the context whose `request`
 * this is (its pages then share the new session cookie); `csrf` is that context's token.
 */
export async function confirmSignUpThroughApi(
  request: APIRequestContext,
  address: string,
  csrf: string,
): Promise<void> {
  const token = decodeURIComponent((await signUpLink(address)).split('/').pop()!);
  const confirmed = await request.post('/api/register/confirm', {
    headers: { 'x-csrf-token': csrf },
    data: { token },
  });
  expect(confirmed.status()).toBe(200);
}
