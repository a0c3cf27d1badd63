import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstScreenShown, loadLater } from './load-later';

afterEach(() => vi.useRealTimers());

function Shows({ part, now }: { part: ReturnType<typeof loadLater<{ text: string }>>; now?: boolean }) {
  const loaded = part.useLoaded(now);
  return <p>{loaded ? loaded.text : 'waiting'}</p>;
}

describe('afterFirstScreen', () => {
  it('waits until the app says its first screen is up and the page has loaded, then for an idle moment', async () => {
    vi.resetModules();
    const fresh = await import('./load-later');
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    fresh.afterFirstScreen(task);
    vi.advanceTimersByTime(10_000);
    fresh.firstScreenShown();
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    // Later tasks only wait for an idle moment.
    const later = vi.fn();
    fresh.afterFirstScreen(later);
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('loadLater', () => {
  beforeAll(firstScreenShown);

  it('fetches the module once and renders again with it when it arrives', async () => {
    const importer = vi.fn(async () => ({ text: 'here' }));
    const part = loadLater(importer);
    render(
      <>
        <Shows part={part} />
        <Shows part={part} now />
      </>,
    );
    expect(screen.getAllByText('waiting')).toHaveLength(2);
    expect(await screen.findAllByText('here')).toHaveLength(2);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const importer = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ text: 'here' });
    const part = loadLater(importer);
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toEqual({ text: 'here' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('renders a module that is already there at once', async () => {
    const part = loadLater(async () => ({ text: 'here' }));
    await act(() => part.load());
    render(<Shows part={part} />);
    expect(screen.getByText('here')).toBeInTheDocument();
  });
});

describe('loadLater over a page the server rendered', () => {
  it('hydrates as the server rendered it (without the part) even when its code arrived first, then shows it', async () => {
    const part = loadLater(() => Promise.resolve({ text: 'the part' }));
    // The server never has the later code: its page holds the placeholder.
    const html = renderToString(<Shows part={part} />);
    expect(html).toBe('<p>waiting</p>');
    await part.load();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Shows part={part} />, { onRecoverableError: mismatches }),
    );
    expect(container).toHaveTextContent('the part');
    expect(mismatches).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
