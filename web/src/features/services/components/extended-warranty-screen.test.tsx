import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { ExtendedWarrantyScreen } from './extended-warranty-screen';

function setup() {
  const view = renderRoutes(
    [{ path: '/extended-warranty', element: <ExtendedWarrantyScreen /> }],
    '/extended-warranty',
  );
  return { ...view, user: userEvent.setup() };
}

const quote = () => screen.getByRole('region', { name: 'Your Quote' });

describe('ExtendedWarrantyScreen', () => {
  it('shows three plans at £18, £28 (Most Popular) and £38 a month', () => {
    setup();
    const plans = within(screen.getByRole('region', { name: 'Warranty Plans' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.parentElement!);
    expect(plans.map((p) => within(p).getByRole('heading').textContent)).toEqual([
      'Essential',
      'Comprehensive',
      'Premium',
    ]);
    expect(plans[0]).toHaveTextContent('£18/month');
    expect(plans[1]).toHaveTextContent('£28/month');
    expect(plans[1]).toHaveTextContent('Most Popular');
    expect(plans[2]).toHaveTextContent('£38/month');
  });

  it('offers the lengths and age bands of 001 §9 and checks the form before any quote', async () => {
    const { user } = setup();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent);
    expect(options('Warranty Length')).toEqual(['12 months', '24 months', '36 months', '48 months']);
    expect(options('Vehicle Age')).toEqual(['0-1 years', '1-3 years', '3-5 years', '5-7 years', '7+ years']);
    await user.click(screen.getByRole('button', { name: 'Get My Quote' }));
    expect(screen.getByText('Make is required')).toBeInTheDocument();
    expect(screen.getByText('Model is required')).toBeInTheDocument();
    expect(screen.getByText('Vehicle age is required')).toBeInTheDocument();
    expect(screen.getByText('Mileage is required')).toBeInTheDocument();
    expect(screen.getByText('Warranty length is required')).toBeInTheDocument();
    expect(within(quote()).queryByText('£336/year')).not.toBeInTheDocument();
  });

  it('shows the fixed quote of 001 §9 labelled as an example after Get My Quote', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Make'), 'Volkswagen');
    await user.type(screen.getByLabelText('Model'), 'Golf');
    await user.selectOptions(screen.getByLabelText('Vehicle Age'), '3-5 years');
    await user.type(screen.getByLabelText('Current Mileage'), '42,000');
    await user.selectOptions(screen.getByLabelText('Warranty Length'), '24 months');
    await user.click(screen.getByRole('button', { name: 'Get My Quote' }));
    const panel = screen.getByRole('region', { name: 'Example quote' });
    expect(within(panel).getByText(/This is an example quote, not an offer/)).toBeInTheDocument();
    for (const text of ['£28/month', '£336/year', '24 months', '£50', '£5,000', 'Example valid for 30 days.'])
      expect(within(panel).getByText(text)).toBeInTheDocument();
  });

  it('has four FAQs that expand', async () => {
    const { user } = setup();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.querySelectorAll('details');
    expect([...questions].map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'What is covered?',
      'How do I make a claim?',
      'Which garages can I use?',
      'What is not covered?',
    ]);
    expect(questions[1]).not.toHaveAttribute('open');
    await user.click(within(faq).getByText('How do I make a claim?'));
    expect(questions[1]).toHaveAttribute('open');
  });
});
