import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { listingsResponse, userListing } from '../../dashboard/testing/fixtures';
import { MyListings } from './my-listings';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function setup(cars = [userListing()]) {
  resetCsrfToken();
  const posts: { method: string; url: string; body: FormData }[] = [];
  server.use(
    http.get('/api/csrf', () => HttpResponse.json({ token: 't' })),
    http.get('/api/user/listings', () => HttpResponse.json(listingsResponse(cars))),
    http.post('/api/user/listings', async ({ request }) => {
      posts.push({ method: 'POST', url: request.url, body: await request.formData() });
      return HttpResponse.json({ id: 77 }, { status: 201 });
    }),
    http.put('/api/user/listings/:id', async ({ request }) => {
      posts.push({ method: 'PUT', url: request.url, body: await request.formData() });
      return HttpResponse.json({ id: 41 });
    }),
    http.delete('/api/user/listings/:id', ({ request }) => {
      posts.push({ method: 'DELETE', url: request.url, body: new FormData() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderWithProviders(<MyListings />);
  return posts;
}

describe('MyListings', () => {
  it('shows each listing with its real views and enquiries and an Active badge', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Your Listings (1)' })).toBeInTheDocument();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('17 views')).toBeInTheDocument();
    expect(within(card).getByText('3 enquiries')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('£12,495')).toBeInTheDocument();
  });

  it('says so when there are no listings', async () => {
    setup([]);
    expect(await screen.findByText('You have no vehicles for sale.')).toBeInTheDocument();
  });

  it('checks the form before sending, naming each missing field', async () => {
    const posts = setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Listing' }));
    const form = screen.getByRole('form', { name: 'New listing' });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish listing' }));
    expect(within(form).getByText('Make is required')).toBeInTheDocument();
    expect(within(form).getByText('Price (£) is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Body type')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Body type')).toHaveFocus();
    expect(posts).toHaveLength(0);
  });

  it('refuses a file that is not an image by its bytes, whatever its name', async () => {
    setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Listing' }));
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])], 'holiday.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(screen.getByLabelText('Add photos'), exe, { applyAccept: false });
    expect(await screen.findByText('holiday.jpg: must be JPEG, PNG or WebP')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('publishes a complete listing with its photo as multipart, price in pence', async () => {
    const posts = setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Listing' }));
    const form = screen.getByRole('form', { name: 'New listing' });
    const type = (label: string, text: string) => userEvent.type(within(form).getByLabelText(label), text);
    const pick = (label: string, value: string) =>
      userEvent.selectOptions(within(form).getByLabelText(label), value);
    await pick('Body type', 'Estate');
    await type('Make', 'Skoda');
    await type('Model', 'Octavia');
    await type('Year', '2019');
    await type('Price (£)', '12,495');
    await type('Mileage', '48000');
    await pick('Fuel type', 'Petrol');
    await pick('Transmission', 'Manual');
    await type('Engine size (litres)', '1.5');
    await pick('Colour', 'Blue');
    await type('Doors', '5');
    await type('Seats', '5');
    await type('Previous owners', '2');
    await type('Town', 'Leeds');
    await type('Postcode', 'LS1 4AP');
    await userEvent.upload(
      screen.getByLabelText('Add photos'),
      new File([PNG], 'front.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Photo 1 (main)' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Publish listing' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const listing = JSON.parse(posts[0]!.body.get('listing') as string);
    expect(listing).toMatchObject({
      make: 'Skoda',
      price: 1_249_500,
      year: 2019,
      bodyType: 'Estate',
      postcode: 'LS1 4AP',
    });
    // (jsdom's File does not survive msw's FormData intact, so only the part is checked here; the
    // Playwright journey uploads a real file.)
    expect(posts[0]!.body.getAll('photos')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('edits with the form prefilled, keeping the current photos', async () => {
    const posts = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 2019 Skoda Octavia SE 1.5' }));
    const form = screen.getByRole('form', { name: 'Edit listing' });
    expect(within(form).getByLabelText('Price (£)')).toHaveValue('12495');
    await userEvent.clear(within(form).getByLabelText('Price (£)'));
    await userEvent.type(within(form).getByLabelText('Price (£)'), '11995');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.method).toBe('PUT');
    expect(JSON.parse(posts[0]!.body.get('listing') as string).price).toBe(1_199_500);
    expect(posts[0]!.body.get('keepPhotos')).toBe('[0]');
  });

  it('deletes only after confirming', async () => {
    const posts = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 2019 Skoda Octavia SE 1.5' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep listing' }));
    expect(posts).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2019 Skoda Octavia SE 1.5' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete listing' }));
    await waitFor(() => expect(posts.map((p) => p.method)).toEqual(['DELETE']));
    expect(posts[0]!.url).toMatch(/\/api\/user\/listings\/41$/);
  });
});
