import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CSRF_TOKEN } from '../../auth/testing/auth-handlers';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { UnsubscribeScreen } from './unsubscribe-screen';

beforeEach(() => resetCsrfToken());

function setup(answer: 'known' | 'unknown' | 'malformed' = 'known') {
  const posted: string[] = [];
  server.use(
    http.get('/api/csrf', () => HttpResponse.json({ token: CSRF_TOKEN })),
    http.get('/api/alerts/unsubscribe/:token', ({ params }) =>
      answer === 'malformed'
        ? HttpResponse.json({ message: 'token: is not an unsubscribe token' }, { status: 400 })
        : answer === 'known' && params.token === 'tok-1'
          ? HttpResponse.json({ savedSearchName: 'BMW 3 Series', emailAlerts: true })
          : HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
    ),
    http.post('/api/alerts/unsubscribe/:token', ({ params, request }) => {
      posted.push(`${params.token} ${request.headers.get('x-csrf-token')}`);
      return HttpResponse.json({ savedSearchName: 'BMW 3 Series', emailAlerts: false });
    }),
  );
  renderWithProviders(<UnsubscribeScreen token="tok-1" />, '/unsubscribe/tok-1');
  return posted;
}

describe('UnsubscribeScreen', () => {
  it('asks, stops the e-mails without signing in, and confirms', async () => {
    const posted = setup();
    expect(
      await screen.findByRole('heading', { name: 'Stop e-mails for "BMW 3 Series"?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop e-mails' }));
    expect(await screen.findByRole('heading', { name: 'E-mails stopped' })).toBeInTheDocument();
    expect(screen.getByText(/We will no longer e-mail you about “BMW 3 Series”/)).toBeInTheDocument();
    expect(posted).toEqual([`tok-1 ${CSRF_TOKEN}`]);
  });

  it('says plainly when the link is unknown', async () => {
    setup('unknown');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop e-mails' })).not.toBeInTheDocument();
  });

  it('says the same of something that is not a token at all', async () => {
    setup('malformed');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });
});
