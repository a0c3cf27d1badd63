// 'Contact Seller' elsewhere (the used-cars page) arrives at the car page with the chat asked open.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { car, thread, user } from '../testing/fixtures';
import { EnquiryChat } from './enquiry-chat';

describe('EnquiryChat defaultOpen', () => {
  it('starts open with the message box for a signed-in buyer', async () => {
    server.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      http.get('/api/cars/42/enquiries', () => HttpResponse.json(thread([]))),
    );
    renderRoutes([{ path: '*', element: <EnquiryChat car={car} defaultOpen /> }], '/cars/42?contact=1');
    expect(screen.getByRole('button', { name: /Chat with Leeds Car Centre/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('textbox', { name: 'Message to Leeds Car Centre' })).toBeInTheDocument();
  });

  it('stays closed without it', () => {
    server.use(http.get('/api/user', () => new HttpResponse(null, { status: 401 })));
    renderRoutes([{ path: '*', element: <EnquiryChat car={car} /> }]);
    expect(screen.getByRole('button', { name: /Chat with Leeds Car Centre/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
