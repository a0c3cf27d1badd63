import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EnquirySummary } from '../../../../../bff/plugins/enquiries/schemas';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { autoText, car, message, thread } from '../testing/fixtures';
import { EnquiryInbox } from './enquiry-inbox';

const listing = {
  id: car.id,
  title: car.title,
  image: '/api/media/listings/42/0.svg',
  dealerName: 'Priya Shah',
};

function summary(over: Partial<EnquirySummary>): EnquirySummary {
  return {
    id: 5,
    listing,
    buyerFirstName: 'Alex',
    lastMessage: { sender: 'auto', body: autoText, createdAt: '2026-11-21T10:15:00.000Z' },
    lastMessageAt: '2026-11-21T10:15:00.000Z',
    unread: 2,
    ...over,
  };
}

beforeEach(() => resetCsrfToken());

describe('EnquiryInbox', () => {
  it('says plainly when there are no enquiries', async () => {
    server.use(http.get('/api/user/enquiries', () => HttpResponse.json([])));
    renderWithProviders(<EnquiryInbox />);
    expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
  });

  it('lists threads with unread counts, opens one (reading it) and sends a reply', async () => {
    let opened = false;
    const replies: string[] = [];
    const messages = [
      message('buyer', 'Is this car still available?'),
      message('auto', autoText),
      message('buyer', 'Can I see it Saturday?'),
    ];
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: 't' })),
      http.get('/api/user/enquiries', () =>
        HttpResponse.json([
          summary({ unread: opened ? 0 : 2 }),
          summary({
            id: 6,
            buyerFirstName: 'Jo',
            unread: 0,
            lastMessage: { sender: 'seller', body: 'Thanks Jo', createdAt: '2026-11-20T09:00:00.000Z' },
          }),
        ]),
      ),
      http.get('/api/user/enquiries/5', () => {
        opened = true;
        return HttpResponse.json({ ...thread(messages), buyerFirstName: 'Alex' });
      }),
      http.post('/api/user/enquiries/5/replies', async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        replies.push(body);
        messages.push(message('seller', body));
        return HttpResponse.json({ ...thread(messages), buyerFirstName: 'Alex' }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);

    const list = await screen.findByRole('list', { name: 'Enquiries' });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Alex');
    expect(rows[0]).toHaveTextContent(car.title);
    expect(rows[0]).toHaveTextContent('2 unread');
    expect(rows[1]).toHaveTextContent('You: Thanks Jo');
    expect(rows[1]).not.toHaveTextContent('unread');

    await u.click(rows[0]!);
    const view = await screen.findByRole('region', { name: 'Enquiry from Alex' });
    expect(await within(view).findByText('Can I see it Saturday?')).toBeInTheDocument();
    expect(within(view).getByText('Automatic reply')).toBeInTheDocument();
    // Opening it read the buyer's messages: the unread badge goes.
    await within(list).findByText(
      (_, el) =>
        el?.tagName === 'BUTTON' && !/unread/.test(el.textContent ?? '') && /Alex/.test(el.textContent ?? ''),
    );

    const reply = within(view).getByRole('textbox', { name: 'Reply to Alex' });
    expect(within(view).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await u.type(reply, 'Yes, Saturday at 10am works.{Enter}');
    expect(await within(view).findByText('Yes, Saturday at 10am works.')).toBeInTheDocument();
    expect(replies).toEqual(['Yes, Saturday at 10am works.']);
    expect(reply).toHaveValue('');
  });
});
