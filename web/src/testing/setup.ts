import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadSheet } from '../components/ui/sheet';
import { loadToaster } from '../components/ui/toast';
import { loadTooltips } from '../components/ui/tooltip';
import { server } from './server';

// jsdom has no ResizeObserver; Radix popovers and tooltips measure themselves with it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
// Nor pointer capture, which Radix's swipe-to-dismiss uses.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The dialog, toast and tooltip code a page loads once it is idle (lib/load-later.ts) is there from
// the start here, as it is a moment after a page has loaded; the tests of its late arrival import a
// fresh copy of the module.
beforeAll(() => Promise.all([loadSheet(), loadToaster(), loadTooltips()]));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());
