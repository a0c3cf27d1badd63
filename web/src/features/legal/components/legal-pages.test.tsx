import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_STORAGE_KEYS } from '../../../lib/consent';
import { renderWithProviders } from '../../../testing/render';
import { STORED_ITEMS } from '../lib/stored-items';
import { CookiePolicy } from './cookie-policy';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

beforeEach(() => localStorage.clear());

const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '')
    .filter((t) => /^\d+\. /.test(t));

describe('privacy policy', () => {
  it('is dated July 16, 2025, links to data deletion and states the 7-year rule', () => {
    renderWithProviders(<PrivacyPolicy />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: July 16, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delete your data' })).toHaveAttribute('href', '/delete-data');
    const retention = screen.getByRole('region', { name: '5. How long we keep it' });
    expect(retention).toHaveTextContent('up to 7 years');
    expect(sectionHeadings()).toContain('7. Deleting your data');
  });
});

describe('terms of service', () => {
  it('has 16 numbered sections, each in the contents list', () => {
    renderWithProviders(<TermsOfService />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: July 16, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(16);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    expect(contents.getAllByRole('link')).toHaveLength(16);
    expect(contents.getByRole('link', { name: '16. Changes, law and contact' })).toHaveAttribute(
      'href',
      '#changes-and-law',
    );
  });
});

describe('cookie policy', () => {
  it('has the preferences and the policy sections of 001 §2', () => {
    renderWithProviders(<CookiePolicy />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: July 16, 2025')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your cookie preferences' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      '1. What cookies are',
      '2. How we use cookies',
      '3. Types of cookies',
      '4. Managing cookies',
      '5. Third-party cookies',
      '6. Your rights',
      '7. Updates to this policy',
      '8. Contact us',
    ]);
  });

  it('gives each type of cookie its lifetime', () => {
    renderWithProviders(<CookiePolicy />);
    const table = within(screen.getByRole('table', { name: 'Types of cookies and how long they last' }));
    const lasts = (type: string) => table.getByRole('row', { name: new RegExp(`^${type}`) });
    expect(lasts('Session cookies')).toHaveTextContent('Until you close your browser');
    expect(lasts('Preference')).toHaveTextContent('1 year');
    expect(lasts('Analytics')).toHaveTextContent('2 years');
    expect(lasts('Security')).toHaveTextContent('30 days');
  });

  it('lists every cookie the server sets and every key the app stores', () => {
    renderWithProviders(<CookiePolicy />);
    const table = within(screen.getByRole('table', { name: 'Every cookie and stored item AllMotors uses' }));
    const names = STORED_ITEMS.flatMap((item) => item.name.split(', '));
    for (const cookie of ['sid', 'crumb', 'bell-google', 'bell-facebook']) expect(names).toContain(cookie);
    for (const [key, category] of Object.entries(BROWSER_STORAGE_KEYS)) {
      const item = STORED_ITEMS.find((i) => i.name === key);
      expect(item?.category).toBe(category);
      expect(table.getByRole('rowheader', { name: key })).toBeInTheDocument();
    }
  });
});
