import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { NewCarsScreen } from './new-cars-screen';

function renderPage(url = '/new-cars') {
  return renderRoutes(
    [
      { path: '/new-cars', element: <NewCarsScreen /> },
      { path: '/finance', element: <p>Finance</p> },
    ],
    url,
  );
}

function supportInbox(answer?: { status: number; message: string }) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/csrf', () => HttpResponse.json({ token: 't' })),
    http.post('/api/support/requests', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer
        ? HttpResponse.json({ message: answer.message }, { status: answer.status })
        : HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  return sent;
}

const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('NewCarsScreen', () => {
  it('shows the six sample 2025 offers, labelled as samples, with at most three features and +n more', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'New Cars' })).toBeInTheDocument();
    expect(screen.getByText(/does not sell new cars from manufacturers/)).toBeInTheDocument();
    expect(screen.getByText('Showing 6 of 6 cars')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const golf = screen.getByRole('article', { name: '2025 Volkswagen Golf Life 1.5 TSI' });
    expect(within(golf).getByText('Sample offer')).toBeInTheDocument();
    expect(within(golf).getByText('£27,420')).toBeInTheDocument();
    const features = within(within(golf).getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    expect(features.map((f) => f.textContent)).toEqual([
      '12.9-inch infotainment',
      'Adaptive cruise control',
      'LED headlights',
      '+1 more',
    ]);
    expect(screen.getByRole('heading', { name: 'Why buy new?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popular New Models' })).toBeInTheDocument();
  });

  it('filters by body type, price range and search, in the URL', async () => {
    const view = renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Body type'), 'Hatchback');
    expect(screen.getByText('Showing 2 of 6 cars')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Price range'), 'Under £25,000');
    expect(titles()).toEqual(['2025 MG3 Hybrid+ SE']);
    expect(view.router.state.location.search).toBe('?bodyType=Hatchback&price=0-2500000');
    await userEvent.selectOptions(screen.getByLabelText('Price range'), '£45,000+');
    expect(screen.getByText(/No sample cars match/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Body type'), 'All body types');
    await userEvent.selectOptions(screen.getByLabelText('Price range'), 'Any price');
    await userEvent.type(screen.getByLabelText('Search make or model'), 'skoda');
    expect(titles()).toEqual(['2025 Skoda Octavia Estate SE Technology']);
    await userEvent.clear(screen.getByLabelText('Search make or model'));
    await userEvent.click(screen.getByRole('button', { name: 'Kia Sportage' }));
    expect(titles()).toEqual(['2025 Kia Sportage 1.6 T-GDi Hybrid 2']);
  });

  it('Configure & Price updates the price with trim, colour and options, and opens finance prefilled', async () => {
    const view = renderPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Configure & Price the 2025 Volkswagen Golf Life 1.5 TSI' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Configure & Price: 2025 Volkswagen Golf/ });
    const price = within(dialog).getByTestId('configured-price');
    expect(price).toHaveTextContent('£27,420');
    await userEvent.click(within(dialog).getByRole('radio', { name: /R-Line/ }));
    expect(price).toHaveTextContent('£30,920');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Kings Red/ }));
    expect(price).toHaveTextContent('£31,680');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Panoramic sunroof/ }));
    expect(price).toHaveTextContent('£32,730');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Panoramic sunroof/ }));
    expect(price).toHaveTextContent('£31,680');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Work out finance for £31,680' }));
    expect(view.router.state.location.pathname).toBe('/finance');
    expect(view.router.state.location.search).toBe('?price=3168000');
  });

  it('Test Drive sends a support request with the car in the subject and says what happens next', async () => {
    const sent = supportInbox();
    renderPage();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Test Drive of the 2025 BMW i4 eDrive35 M Sport Gran Coupe',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Test drive: 2025 BMW i4/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test drive request' }));
    expect(within(dialog).getByText('Your name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid email required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Priya Shah');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'priya@example.co.uk');
    await userEvent.type(within(dialog).getByLabelText('Phone (optional)'), '07700 900123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test drive request' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Test drive request sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'Priya Shah',
      email: 'priya@example.co.uk',
      subject: 'Test drive request: 2025 BMW i4 eDrive35 M Sport Gran Coupe',
    });
    expect(sent[0]!.message).toContain('Phone: 07700 900123');
  });

  it('Test Drive shows the server’s refusal and keeps the form', async () => {
    supportInbox({ status: 429, message: 'Too many requests from this address. Please try again later.' });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Test Drive of the 2025 MG3/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Tom Jones');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'tom@example.co.uk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test drive request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests from this address');
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Tom Jones');
  });

  it('Configure & Price leads on to a test drive request for the same car', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Configure & Price the 2025 Skoda/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request a test drive' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: /Test drive: 2025 Skoda Octavia/ })).toBeInTheDocument(),
    );
  });
});
