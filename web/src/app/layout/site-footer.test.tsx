import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { SiteFooter } from './site-footer';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('footer', () => {
  it('groups the buying, services and legal links with their routes', () => {
    renderWithProviders(<SiteFooter />);
    const targets = {
      Buying: {
        'Used Cars': '/used-cars',
        'New Cars': '/new-cars',
        'Car Reviews': '/car-reviews',
        'Car Guides': '/car-guides',
      },
      Services: {
        'Car Finance': '/finance',
        'Part Exchange': '/part-exchange',
        'Car Insurance': '/car-insurance',
        'Extended Warranty': '/extended-warranty',
      },
      Legal: {
        'Privacy Policy': '/privacy-policy',
        'Terms of Service': '/terms-of-service',
        'Cookie Policy': '/cookie-policy',
      },
    };
    for (const [group, links] of Object.entries(targets)) {
      const nav = within(screen.getByRole('navigation', { name: group }));
      for (const [label, href] of Object.entries(links)) {
        expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
      }
    }
  });

  it('shows the tagline and a copyright line for the current year', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText('Own the deal, 100%')).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} AllMotors. All rights reserved.`),
    ).toBeInTheDocument();
  });
});

describe('logo download', () => {
  function mockCanvas() {
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (target, prop) => (prop in target ? target[prop as string] : (target[prop as string] = vi.fn())),
      set: (target, prop, value) => ((target[prop as string] = value), true),
    });
    const canvases: HTMLCanvasElement[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      canvases.push(this);
      return ctx as unknown as CanvasRenderingContext2D;
    } as never);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((cb: BlobCallback) => cb(new Blob(['png'], { type: 'image/png' })));
    return { ctx, canvases, toBlob };
  }

  it('draws the logo on a white 320×80 canvas and saves it as allmotors-uk-logo.png', async () => {
    const { ctx, canvases, toBlob } = mockCanvas();
    const createObjectURL = vi.fn(() => 'blob:logo');
    // jsdom has no object URLs; provide them for this test only.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    renderWithProviders(<SiteFooter />);
    await userEvent.click(screen.getByRole('button', { name: 'Download logo' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(canvases).toHaveLength(1);
    const [canvas] = canvases as [HTMLCanvasElement];
    expect(canvas.width).toBe(320);
    expect(canvas.height).toBe(80);
    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, 320, 80);
    expect(ctx.fillText).toHaveBeenCalledWith('AllMotors', expect.any(Number), expect.any(Number));
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const [link] = clicked as [HTMLAnchorElement];
    expect(link.download).toBe('allmotors-uk-logo.png');
    expect(link.getAttribute('href')).toBe('blob:logo');
  });

  it('says so when the browser cannot draw the logo', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderWithProviders(<SiteFooter />);
    await userEvent.click(screen.getByRole('button', { name: 'Download logo' }));
    expect(await screen.findByText('Could not download the logo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download logo' })).toBeEnabled();
  });
});
