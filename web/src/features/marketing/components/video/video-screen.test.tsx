import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../../lib/api-client';
import { server } from '../../../../testing/server';
import { marketingKeys } from '../../api/keys';
import { completed, DEALER, videoJob } from '../../testing/fixtures';
import type { MarketingServerOptions } from '../../testing/handlers';
import { renderPage } from '../../testing/render';
import { VideoScreen } from './video-screen';

const PATH = '/tiktok-generator';
const setup = (options: MarketingServerOptions = {}) => renderPage(<VideoScreen />, PATH, PATH, options);
const recentList = () => screen.getByRole('list', { name: 'Recent videos' });
const carRadio = (name: RegExp) => screen.findByRole('radio', { name });

beforeEach(() => resetCsrfToken());

describe('VideoScreen: the Car tab', () => {
  it('lists 8 of the dealer’s cars with picture, price in pounds, mileage and fuel', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Cars' });
    expect(within(list).getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByText('Showing 8 of 12 cars: search to find others.')).toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('2018 Ford Fiesta 0');
    expect(first).toHaveTextContent('£12,495');
    expect(first).toHaveTextContent('32,000 miles · Petrol');
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/media/listings/100/1.svg');
  });

  it('searches the stock once typing stops, and an admin may search any car on AllMotors', async () => {
    const { api, user } = setup({ as: 'admin' });
    await screen.findByRole('list', { name: 'Cars' });
    await user.type(screen.getByLabelText('Search cars'), 'bmw');
    expect(await screen.findByText('No cars match “bmw”.')).toBeInTheDocument();
    // One request for the whole word, not one per letter.
    expect(api.requests.cars.filter((p) => p.get('q')?.startsWith('b')).map((p) => p.get('q'))).toEqual([
      'bmw',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Any car on AllMotors' }));
    expect(await carRadio(/2021 BMW 320d M Sport/)).toBeInTheDocument();
    expect(api.requests.cars.at(-1)?.get('all')).toBe('true');
    expect(api.requests.cars.at(-1)?.get('limit')).toBe('8');
  });

  it('does not offer a dealer the search of every car', async () => {
    setup();
    await screen.findByRole('list', { name: 'Cars' });
    expect(screen.queryByRole('checkbox', { name: 'Any car on AllMotors' })).not.toBeInTheDocument();
  });

  it('says so when the dealer has no stock, and links to how to connect an inventory', async () => {
    setup({ cars: [] });
    expect(await screen.findByText(/You have no cars in stock yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to connect your inventory' })).toHaveAttribute(
      'href',
      '/dealer/upload-api',
    );
  });
});

describe('VideoScreen: generating', () => {
  it('asks for a car first, sending nothing', async () => {
    const { api, user } = setup();
    await screen.findByRole('list', { name: 'Cars' });
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Please select a car first' });
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests.generate).toHaveLength(0);
  });

  it('sends the defaults of 001 §9 with the chosen car and the dealer’s id', async () => {
    const { api, user } = setup();
    await user.click(await carRadio(/2018 Ford Fiesta 0/));
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    await waitFor(() => expect(api.requests.generate).toHaveLength(1));
    expect(api.requests.generate[0]).toEqual({
      dealerId: DEALER.id,
      carId: 100,
      template: 'spotlight',
      duration: 30,
      aspectRatio: '9:16',
      dealerBranding: { logo: null, colors: { primary: '#3B82F6', secondary: '#1E40AF' }, watermark: true },
      callToAction: 'Visit us today for a test drive!',
    });
  });

  it('sends the chosen template, style and branding', async () => {
    const { api, user } = setup();
    await user.click(await carRadio(/2019 Volkswagen Golf 1/));
    await user.click(screen.getByRole('tab', { name: 'Template' }));
    await user.click(await screen.findByRole('radio', { name: /Price Drop/ }));
    await user.click(screen.getByRole('tab', { name: 'Style' }));
    await user.click(screen.getByRole('radio', { name: '15 seconds' }));
    await user.click(screen.getByRole('radio', { name: /Square 1:1/ }));
    await user.click(screen.getByRole('tab', { name: 'Branding' }));
    const primary = screen.getByLabelText('Primary colour');
    await user.clear(primary);
    await user.type(primary, '#aa0000');
    await user.click(screen.getByRole('switch', { name: 'Watermark' }));
    const cta = screen.getByLabelText('Call to action');
    await user.clear(cta);
    await user.type(cta, 'Ring us on 0113 496 0000');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    await waitFor(() => expect(api.requests.generate).toHaveLength(1));
    expect(api.requests.generate[0]).toMatchObject({
      carId: 101,
      template: 'price-drop',
      duration: 15,
      aspectRatio: '1:1',
      dealerBranding: { colors: { primary: '#AA0000', secondary: '#1E40AF' }, watermark: false },
      callToAction: 'Ring us on 0113 496 0000',
    });
  });

  it('says the generation failed, on the page and in an alert', async () => {
    const { user } = setup({ fail: ['generate'] });
    await user.click(await carRadio(/2018 Ford Fiesta 0/));
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Failed to generate video. Please try again.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to generate video')).toBeInTheDocument();
  });

  it('adds the server’s reason when it refuses the car', async () => {
    const { user } = setup();
    server.use(
      http.post('/api/tiktok/generate', () =>
        HttpResponse.json(
          {
            statusCode: 403,
            error: 'Forbidden',
            message: 'That car is not in your stock',
            code: 'CAR_NOT_IN_STOCK',
          },
          { status: 403 },
        ),
      ),
    );
    await user.click(await carRadio(/2018 Ford Fiesta 0/));
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Failed to generate video. Please try again.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to generate video: That car is not in your stock')).toBeInTheDocument();
  });

  it('puts the new job in Recent Videos and moves its bar with the real progress each poll', async () => {
    const { api, user } = setup();
    await user.click(await carRadio(/2018 Ford Fiesta 0/));
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    const bar = await within(recentList()).findByRole('progressbar', {
      name: 'Progress of 2018 Ford Fiesta 0',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(recentList()).getByText('Queued')).toBeInTheDocument();
    // The preview panel follows the job it just started.
    expect(
      screen.getByRole('progressbar', { name: 'Rendering the video of 2018 Ford Fiesta 0' }),
    ).toBeInTheDocument();
    // The server renders on; the next 3 s poll shows it.
    api.state.videos[0] = { ...api.state.videos[0]!, status: 'rendering', progress: 42, stage: 'Encoding' };
    await waitFor(
      () =>
        expect(
          within(recentList()).getByRole('progressbar', { name: 'Progress of 2018 Ford Fiesta 0' }),
        ).toHaveAttribute('aria-valuenow', '42'),
      { timeout: 5000 },
    );
    expect(within(recentList()).getByText('Encoding · 42%')).toBeInTheDocument();
  });
});

describe('VideoScreen: Recent Videos', () => {
  it('plays a completed video in the preview, downloads it, and shares its link', async () => {
    const { user } = setup({ videos: [completed()] });
    const item = await within(await screen.findByRole('list', { name: 'Recent videos' })).findByRole(
      'article',
    );
    expect(item).toHaveTextContent('Spotlight · 30 s · Vertical 9:16');
    expect(item).toHaveTextContent('Rendered in 12.4 s · 2.3 MB');
    expect(within(item).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/media/videos/k3y.mp4?download=1',
    );
    await user.click(within(item).getByRole('button', { name: 'Open' }));
    const video = screen.getByLabelText('Video of 2018 Ford Fiesta 0');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/media/videos/k3y.mp4');
    expect(video).toHaveAttribute('controls');
    // jsdom has no share sheet: the link goes to the clipboard instead.
    await user.click(within(item).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/api/media/videos/k3y.mp4');
  });

  it('uses the device’s share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => (shared.push(data), Promise.resolve()),
    });
    try {
      const { user } = setup({ videos: [completed()] });
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(shared).toEqual([
        { title: '2018 Ford Fiesta 0', url: 'http://localhost:3000/api/media/videos/k3y.mp4' },
      ]);
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('says why a job failed, and Try Again asks for a retry', async () => {
    const failed = videoJob({ status: 'failed', progress: 35, error: 'ffmpeg exited with code 1' });
    const { api, user, queryClient } = setup({ videos: [failed] });
    const item = await within(await screen.findByRole('list', { name: 'Recent videos' })).findByRole(
      'article',
    );
    expect(item).toHaveTextContent('Failed');
    expect(item).toHaveTextContent('ffmpeg exited with code 1');
    await user.click(within(item).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(api.requests.retries).toEqual([31]));
    expect(await within(item).findByText('Queued')).toBeInTheDocument();
    await act(() => queryClient.invalidateQueries({ queryKey: marketingKeys.recentVideos(DEALER.id) }));
    expect(within(item).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('says when there are no videos yet', async () => {
    setup();
    expect(await screen.findByText(/No videos yet/)).toBeInTheDocument();
  });
});

describe('VideoScreen: the preview and branding', () => {
  it('shows the template’s scenes timed at the chosen duration and the layout at the chosen ratio', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Spotlight: scenes at 30 s' })).toBeInTheDocument();
    const scenes = screen.getByRole('heading', { name: 'Spotlight: scenes at 30 s' }).nextElementSibling!;
    expect(
      within(scenes as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Title card0-3 s (3 s)',
      'Photo sequence3-15 s (12 s)',
      'Key specs15-21 s (6 s)',
      'Price21-24 s (3 s)',
      'Call to action24-27 s (3 s)',
      'Branding27-30 s (3 s)',
    ]);
    await user.click(await carRadio(/2018 Ford Fiesta 0/));
    const layout = screen.getByRole('img', { name: /^Layout preview, 9:16: 2018 Ford Fiesta 0$/ });
    expect(layout).toHaveTextContent('£12,495');
    expect(layout).toHaveTextContent('Visit us today for a test drive!');
    expect(layout).toHaveTextContent(DEALER.name);
    await user.click(screen.getByRole('tab', { name: 'Style' }));
    await user.click(screen.getByRole('radio', { name: '15 seconds' }));
    await user.click(screen.getByRole('radio', { name: /Landscape 16:9/ }));
    expect(screen.getByRole('img', { name: /^Layout preview, 16:9/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spotlight: scenes at 15 s' })).toBeInTheDocument();
  });

  it('uploads a PNG logo as raw bytes with its type, shows it, and removes it', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Branding' }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Logo (PNG or JPEG, up to 1 MB)'), png);
    expect(await screen.findByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      '/api/media/logos/logo-1',
    );
    expect(api.requests.logos).toEqual([
      { contentType: 'image/png', size: 7, dealerId: String(DEALER.id), csrf: 'csrf-test-token' },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Car' }));
    await user.click(await carRadio(/2018 Ford Fiesta 0/));
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    await waitFor(() => expect(api.requests.generate).toHaveLength(1));
    expect(api.requests.generate[0]).toMatchObject({ dealerBranding: { logo: 'logo-1' } });
    await user.click(screen.getByRole('tab', { name: 'Branding' }));
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Your logo' })).not.toBeInTheDocument();
  });

  it('refuses an SVG or a logo over 1 MB before sending it', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Branding' }));
    const input = screen.getByLabelText('Logo (PNG or JPEG, up to 1 MB)');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(await screen.findByText('The logo must be 1 MB or smaller.')).toBeInTheDocument();
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    // The file chooser offers PNG and JPEG only; a file dropped in anyway is still checked.
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await screen.findByText('The logo must be a PNG or JPEG image.')).toBeInTheDocument();
    expect(api.requests.logos).toHaveLength(0);
  });
});
