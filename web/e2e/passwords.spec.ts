import { expect, test } from '@playwright/test';

// The password rule in the real browser against the real server (issue 15 item 12): the rule shows
// before anything is sent, and a password on the common list is refused on the field itself.
test('sign-up shows the password rule, then the server refuses a common password on the field', async ({
  page,
}) => {
  const username = `pw${Date.now().toString(36)}`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  const password = form.getByLabel('Password');
  await expect(password).toHaveAccessibleDescription(
    'At least 8 characters. Avoid common passwords and your username.',
  );
  await form.getByLabel('First name').fill('Cal');
  await form.getByLabel('Last name').fill('Lover');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.co.uk`);
  await password.fill('carlover');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(password).toHaveAccessibleDescription(
    /This password is too common: choose one that is harder to guess/,
  );
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toHaveCount(0);
});
