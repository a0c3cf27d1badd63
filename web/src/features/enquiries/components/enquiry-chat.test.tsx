import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { autoText, car, message, thread, user } from '../testing/fixtures';
import { EnquiryChat } from './enquiry-chat';

function signedIn(initial = thread([])) {
  const sent: string[] = [];
  let current = initial;
  server.use(
    http.get('/api/user', () => HttpResponse.json(user)),
    http.get('/api/csrf', () => HttpResponse.json({ token: 't' })),
    http.get('/api/cars/42/enquiries', () => HttpResponse.json(current)),
    http.post('/api/cars/42/enquiries', async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      sent.push(body);
      await delay(50);
      current = thread([
        ...current.messages,
        message('buyer', body),
        ...(sent.length === 1 ? [message('auto', autoText)] : []),
      ]);
      return HttpResponse.json(current, { status: 201 });
    }),
  );
  return sent;
}

async function openChat(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const u = userEvent.setup(options);
  renderRoutes([{ path: '/cars/:id', element: <EnquiryChat car={car} /> }], '/cars/42?location=LS1');
  await u.click(screen.getByRole('button', { name: /Chat with Leeds Car Centre/ }));
  return u;
}

const log = () => screen.getByRole('log', { name: 'Conversation with Leeds Car Centre' });
const box = () => screen.getByRole('textbox', { name: 'Message to Leeds Car Centre' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

beforeEach(() => resetCsrfToken());
afterEach(() => vi.useRealTimers());

describe('EnquiryChat', () => {
  it('shows the dealer greeting 1 s after opening an empty thread', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    await openChat({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('log');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.queryByText(/Hi! Thanks for your interest/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const greeting = within(log()).getByText(
      `Hi! Thanks for your interest in the ${car.title}. How can we help?`,
    );
    expect(greeting.closest('div')).toHaveTextContent('Leeds Car Centre');
    expect(greeting.closest('div')).toHaveTextContent('Delivered');
  });

  it('sends a quick question, labels the automatic reply and hides quick questions once the thread grows', async () => {
    const sent = signedIn();
    const u = await openChat();
    await screen.findByText(
      `Hi! Thanks for your interest in the ${car.title}. How can we help?`,
      {},
      { timeout: 2000 },
    );
    const quick = screen.getByRole('list', { name: 'Quick questions' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Is this car still available?',
      'Can I book a test drive?',
      "What's the lowest price you'd accept?",
    ]);
    await u.click(screen.getByRole('button', { name: 'Can I book a test drive?' }));
    expect(await screen.findByText('Waiting for a reply')).toBeInTheDocument();
    expect(await within(log()).findByText(autoText)).toBeInTheDocument();
    expect(sent).toEqual(['Can I book a test drive?']);
    expect(within(log()).getByText('Automatic reply')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for a reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Is this car still available?' })).not.toBeInTheDocument();
  });

  it('sends on Enter but not on Shift+Enter, and never sends a blank message', async () => {
    const sent = signedIn(
      thread([message('buyer', 'Hello'), message('auto', autoText), message('seller', 'Hi Sam')]),
    );
    const u = await openChat();
    await screen.findByText('Hi Sam');
    expect(sendButton()).toBeDisabled();
    await u.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await u.keyboard('{Enter}');
    await u.type(box(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box()).toHaveValue('   Line one\nLine two');
    expect(sent).toEqual([]);
    await u.keyboard('{Enter}');
    expect(box()).toHaveValue('');
    expect(await within(log()).findByText(/Line one\s+Line two/)).toBeInTheDocument();
    await waitFor(() => expect(within(log()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(sent).toEqual(['Line one\nLine two']);
  });

  it('disables sending while a message is pending', async () => {
    signedIn(thread([message('buyer', 'Hello'), message('auto', autoText), message('seller', 'Hi Sam')]));
    const u = await openChat();
    await screen.findByText('Hi Sam');
    await u.type(box(), 'Is finance available?');
    await u.click(sendButton());
    expect(sendButton()).toBeDisabled();
    expect(within(log()).getByText('Sending…')).toBeInTheDocument();
    await within(log()).findByText('Is finance available?');
    await screen.findByText(/^Sent$/);
  });

  it('shows your messages as sent until the seller has read them, and theirs as delivered', async () => {
    signedIn(
      thread([
        message('buyer', 'Read one', '2026-11-21T11:00:00.000Z'),
        message('auto', autoText, '2026-11-21T10:16:00.000Z'),
        message('seller', 'Yes it is', '2026-11-21T11:05:00.000Z'),
        message('buyer', 'Unread one'),
      ]),
    );
    await openChat();
    const status = (text: string) => screen.getByText(text).closest('div')!;
    await screen.findByText('Unread one');
    expect(status('Read one')).toHaveTextContent('Read');
    expect(status('Unread one')).toHaveTextContent('Sent');
    expect(status('Yes it is')).toHaveTextContent('Delivered');
    expect(screen.queryByRole('button', { name: 'Is this car still available?' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, coming back to this page with the chat open', async () => {
    server.use(http.get('/api/user', () => new HttpResponse(null, { status: 401 })));
    await openChat();
    const link = await screen.findByRole('link', { name: 'Sign in to message the seller' });
    expect(link).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent('/cars/42?location=LS1&contact=1')}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('calls a private seller "the seller"', async () => {
    server.use(http.get('/api/user', () => new HttpResponse(null, { status: 401 })));
    renderRoutes([
      {
        path: '*',
        element: <EnquiryChat car={{ ...car, sellerType: 'private', dealerName: 'Private Seller' }} />,
      },
    ]);
    expect(screen.getByRole('button', { name: /Message the seller/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
