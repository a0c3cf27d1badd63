import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import type { PublicUser } from '../../../lib/auth';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { FINANCED_CAR, financeHandlers } from '../testing/handlers';
import { FinanceScreen } from './finance-screen';

function setup(url = '/finance', options: Parameters<typeof financeHandlers>[0] = {}) {
  const api = financeHandlers(options);
  server.use(...api.handlers);
  const view = renderRoutes([{ path: '/finance', element: <FinanceScreen /> }], url);
  return { ...view, api, user: userEvent.setup() };
}

/** The figure shown beside a label of the quote panel. */
const figure = (label: string) => {
  const panel = screen.getByRole('region', { name: 'Your quote' });
  return within(panel).getByText(label).nextElementSibling?.textContent;
};

async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Amira');
  await user.type(screen.getByLabelText('Last Name'), 'Okafor');
  await user.type(screen.getByLabelText('Email Address'), 'amira@example.co.uk');
  await user.type(screen.getByLabelText('Phone Number'), '07700 900123');
  await user.type(screen.getByLabelText('Annual Income'), '42,500');
  await user.selectOptions(screen.getByLabelText('Employment Status'), 'Self-employed');
  await user.selectOptions(screen.getByLabelText('Estimated Credit Score'), 'Good (700-799)');
}

beforeEach(() => resetCsrfToken());

describe('FinanceScreen', () => {
  it('opens on the calculator with the defaults of 000 §9 and their figures', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Car Finance' })).toBeInTheDocument();
    expect(screen.getByText(/Rates from 2.9% APR/)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Calculator', 'Finance Options', 'Apply']);
    expect(screen.getByRole('tab', { name: 'Calculator' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Car Price')).toHaveValue(25000);
    expect(screen.getByLabelText('Deposit')).toHaveValue(5000);
    expect(screen.getByLabelText('Loan Term (months)')).toHaveValue('60');
    expect(screen.getByLabelText('Interest Rate (APR %)')).toHaveValue(4.9);
    expect(
      within(screen.getByLabelText('Loan Term (months)'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['12 months', '24 months', '36 months', '48 months', '60 months', '72 months', '84 months']);
    expect(figure('Monthly Payment')).toBe('£376.51');
    expect(figure('Amount Financed')).toBe('£20,000.00');
    expect(figure('Total Interest')).toBe('£2,590.54');
    expect(figure('Total Amount Payable')).toBe('£27,590.54');
  });

  it('recalculates as the figures change, with no interest at 0% APR', async () => {
    const { user } = setup();
    const apr = screen.getByLabelText('Interest Rate (APR %)');
    await user.clear(apr);
    await user.type(apr, '0');
    await user.selectOptions(screen.getByLabelText('Loan Term (months)'), '84 months');
    expect(figure('Monthly Payment')).toBe('£238.10');
    expect(figure('Total Interest')).toBe('£0.00');
    expect(figure('Total Amount Payable')).toBe('£25,000.00');
  });

  it('names the figure that is wrong and holds the quote back until it is put right', async () => {
    const { user } = setup();
    const deposit = screen.getByLabelText('Deposit');
    await user.clear(deposit);
    await user.type(deposit, '30000');
    expect(screen.getByText('Deposit must be less than the car price')).toBeInTheDocument();
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(figure('Monthly Payment')).toBe('—');
    expect(screen.getByRole('button', { name: 'Get This Quote' })).toBeDisabled();
    await user.clear(deposit);
    await user.type(deposit, '2000');
    expect(figure('Monthly Payment')).toBe('£432.99');
    expect(screen.getByRole('button', { name: 'Get This Quote' })).toBeEnabled();
  });

  it('opens an explanation of each way to pay with Learn More', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Finance Options' }));
    for (const name of ['Hire Purchase (HP)', 'Personal Contract Purchase (PCP)', 'Personal Loan']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    const learn = screen.getByRole('button', { name: 'Learn More about Personal Contract Purchase (PCP)' });
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Guaranteed Minimum Future Value/)).not.toBeVisible();
    await user.click(learn);
    expect(learn).toHaveAttribute('aria-expanded', 'true');
    expect(learn).toHaveAccessibleName('Show Less about Personal Contract Purchase (PCP)');
    const details = screen.getByRole('region', { name: 'Personal Contract Purchase (PCP) explained' });
    expect(within(details).getByText(/Guaranteed Minimum Future Value/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Learn More about Hire Purchase (HP)' }));
    expect(screen.getByText(/voluntary termination/)).toBeVisible();
  });

  it('carries the quote to Apply and sends it with the application, then says what happens next', async () => {
    const { user, api } = setup();
    const price = screen.getByLabelText('Car Price');
    await user.clear(price);
    await user.type(price, '18000');
    await user.click(screen.getByRole('button', { name: 'Get This Quote' }));
    expect(screen.getByRole('tab', { name: 'Apply' })).toHaveAttribute('aria-selected', 'true');
    const summary = screen.getByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText('£244.73', { exact: false })).toBeInTheDocument();
    expect(within(summary).getByText('£18,000.00')).toBeInTheDocument();
    expect(within(summary).getByText('60 months')).toBeInTheDocument();
    expect(screen.getByText(/By applying, you agree to our/).textContent).toBe(
      'By applying, you agree to our terms and conditions. Representative example: 4.9% APR typical.',
    );
    const help = screen.getByRole('complementary', { name: 'Need help with finance?' });
    expect(within(help).getByRole('link', { name: /020 7946 0321/ })).toHaveAttribute(
      'href',
      'tel:02079460321',
    );
    expect(within(help).getByRole('link', { name: 'finance@allmotors.example' })).toBeInTheDocument();
    expect(within(help).getByText('London, UK, by appointment only')).toBeInTheDocument();
    expect(within(help).getByText('Mon-Fri 9am-6pm')).toBeInTheDocument();

    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));

    expect(await screen.findByRole('heading', { name: 'Application received' })).toHaveFocus();
    expect(screen.getByText('FA-000042', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByText(/within 24 hours \(Mon-Fri 9am-6pm\) to go through the next steps/),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        firstName: 'Amira',
        lastName: 'Okafor',
        email: 'amira@example.co.uk',
        phone: '07700 900123',
        annualIncome: 4_250_000,
        employmentStatus: 'self-employed',
        creditScore: 'good',
        quote: { price: 1_800_000, deposit: 500_000, termMonths: 60, apr: 4.9 },
      },
    ]);
  });

  it('checks the form in the browser, naming each field, and sends nothing', async () => {
    const { user, api } = setup('/finance?tab=apply');
    expect(screen.getByText(/press ‘Get This Quote’/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'amira@');
    await user.type(screen.getByLabelText('Annual Income'), '0');
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Email address must be a valid e-mail address, like name@example.co.uk'),
    ).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Annual income must be more than £0')).toBeInTheDocument();
    expect(screen.getByText('Employment status is required')).toBeInTheDocument();
    expect(screen.getByText('Estimated credit score is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(api.sent).toEqual([]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const { user } = setup('/finance?tab=apply', {
      applyError: { status: 400, message: 'phone: Phone number must have 10 to 15 digits' },
    });
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Phone number must have 10 to 15 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Application received' })).not.toBeInTheDocument();
  });

  it('says when the application could not be sent, keeping what was typed', async () => {
    const { user } = setup('/finance?tab=apply', {
      applyError: { status: 500, message: 'An internal server error occurred' },
    });
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your application could not be sent. Please try again, or call us on 020 7946 0321.',
    );
    expect(screen.getByLabelText('First Name')).toHaveValue('Amira');
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });

  it('opens prefilled from a car and applies for that car', async () => {
    const { user, api } = setup(`/finance?price=${FINANCED_CAR.price}&car=${FINANCED_CAR.id}`);
    expect(screen.getByLabelText('Car Price')).toHaveValue(18995);
    expect(screen.getByLabelText('Deposit')).toHaveValue(3799); // a fifth, to the pound
    expect(await screen.findByRole('link', { name: FINANCED_CAR.title })).toHaveAttribute(
      'href',
      `/cars/${FINANCED_CAR.id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Get This Quote' }));
    expect(
      screen.getByRole('heading', { name: `Your quote for the ${FINANCED_CAR.title}` }),
    ).toBeInTheDocument();
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await screen.findByRole('heading', { name: 'Application received' });
    expect(api.sent[0]).toMatchObject({
      listingId: FINANCED_CAR.id,
      quote: { price: 1_899_500, deposit: 379_900, termMonths: 60, apr: 4.9 },
    });
  });

  it('ignores a price it cannot use and starts from the defaults', () => {
    setup('/finance?price=abc&car=x');
    expect(screen.getByLabelText('Car Price')).toHaveValue(25000);
    expect(screen.getByLabelText('Deposit')).toHaveValue(5000);
  });

  it('fills in a signed-in person’s name and e-mail', async () => {
    const person: PublicUser = {
      id: 9,
      username: 'jonah',
      email: 'jonah@example.co.uk',
      firstName: 'Jonah',
      lastName: 'Reyes',
      role: 'user',
      companyName: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    setup('/finance?tab=apply', { user: person });
    expect(await screen.findByDisplayValue('Jonah')).toBe(screen.getByLabelText('First Name'));
    expect(screen.getByLabelText('Last Name')).toHaveValue('Reyes');
    expect(screen.getByLabelText('Email Address')).toHaveValue('jonah@example.co.uk');
  });
});
