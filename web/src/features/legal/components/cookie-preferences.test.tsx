import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, saveConsent } from '../../../lib/consent';
import { renderWithProviders } from '../../../testing/render';
import { reloadPage } from '../lib/reload-page';
import { CookiePreferencesForm } from './cookie-preferences';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.mocked(reloadPage).mockClear());

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('cookie preferences', () => {
  it('starts with necessary locked on, functional and analytics on and marketing off', () => {
    renderWithProviders(<CookiePreferencesForm />);
    expect(toggle('Necessary')).toBeChecked();
    expect(toggle('Necessary')).toBeDisabled();
    expect(toggle('Functional')).toBeChecked();
    expect(toggle('Analytics')).toBeChecked();
    expect(toggle('Marketing')).not.toBeChecked();
    // Switching changes only the form: nothing is stored before Save Preferences.
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('cannot switch necessary cookies off', async () => {
    renderWithProviders(<CookiePreferencesForm />);
    await userEvent.click(toggle('Necessary'));
    expect(toggle('Necessary')).toBeChecked();
  });

  it('saves the switches as JSON in cookiePreferences and reloads the page', async () => {
    renderWithProviders(<CookiePreferencesForm />);
    await userEvent.click(toggle('Functional'));
    await userEvent.click(toggle('Marketing'));
    expect(toggle('Functional')).not.toBeChecked();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: true,
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Preferences saved');
  });

  it('shows the saved choice when the visitor comes back', () => {
    saveConsent({ necessary: true, functional: false, analytics: false, marketing: false });
    renderWithProviders(<CookiePreferencesForm />);
    expect(toggle('Functional')).not.toBeChecked();
    expect(toggle('Analytics')).not.toBeChecked();
    expect(toggle('Marketing')).not.toBeChecked();
  });

  it('deletes the stored comparison list when functional cookies are saved off', async () => {
    saveConsent({ necessary: true, functional: true, analytics: true, marketing: false });
    localStorage.setItem('compare-cars', '[]');
    renderWithProviders(<CookiePreferencesForm />);
    await userEvent.click(toggle('Functional'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(localStorage.getItem('compare-cars')).toBeNull();
  });
});
