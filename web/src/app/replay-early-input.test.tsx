// What a visitor did on a server-rendered page before the app took it over, done again once it has.
import { act } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import type { EarlyEvent } from './early-input';
import { createQueryClient } from '../lib/query-client';
import { replay } from './replay-early-input';

function SearchForm({ onSearch, onMore }: { onSearch: (query: object) => void; onMore: () => void }) {
  const [text, setText] = useState('');
  const [price, setPrice] = useState('');
  const [electric, setElectric] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ text, price, electric });
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      <select aria-label="Max price" value={price} onChange={(e) => setPrice(e.target.value)}>
        <option value="">No max</option>
        <option value="2000000">£20,000</option>
      </select>
      <input
        type="checkbox"
        aria-label="Electric"
        checked={electric}
        onChange={(e) => setElectric(e.target.checked)}
      />
      <button type="submit">Search</button>
      <button type="button" onClick={onMore}>
        More
      </button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The rendered form, as a visitor finds it before the app has arrived. */
function renderedForm(props: Parameters<typeof SearchForm>[0]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm {...props} />);
  document.body.append(container);
  const get = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return {
    container,
    text: get<HTMLInputElement>('input[aria-label="Search"]'),
    price: get<HTMLSelectElement>('select'),
    electric: get<HTMLInputElement>('input[type="checkbox"]'),
    form: get<HTMLFormElement>('form'),
    more: get<HTMLButtonElement>('button[type="button"]'),
  };
}

it('gives the app the fields as the visitor left them, then their submission', async () => {
  const onSearch = vi.fn();
  const page = renderedForm({ onSearch, onMore: () => {} });
  // What the visitor did meanwhile, as the page's script recorded it.
  page.text.value = 'Golf';
  page.price.value = '2000000';
  page.electric.checked = true;
  const events: EarlyEvent[] = [
    { type: 'input', target: page.text },
    { type: 'input', target: page.price },
    { type: 'change', target: page.price },
    { type: 'change', target: page.electric },
    { type: 'submit', target: page.form },
  ];
  const left = events.map(({ target }) => ({
    value: (target as HTMLInputElement).value,
    checked: (target as HTMLInputElement).checked,
  }));

  await act(async () => {
    root = hydrateRoot(page.container, <SearchForm onSearch={onSearch} onMore={() => {}} />);
  });
  await act(() => replay(createQueryClient(), events, left));

  expect(onSearch).toHaveBeenCalledExactlyOnceWith({ text: 'Golf', price: '2000000', electric: true });
  expect(page.text.value).toBe('Golf');
  expect(page.price.value).toBe('2000000');
  expect(page.electric.checked).toBe(true);
});

it('waits for the app’s first requests to be answered', async () => {
  const onMore = vi.fn();
  const page = renderedForm({ onSearch: () => {}, onMore });
  await act(async () => {
    root = hydrateRoot(page.container, <SearchForm onSearch={() => {}} onMore={onMore} />);
  });
  const queryClient = createQueryClient();
  let answer!: (user: null) => void;
  void queryClient.fetchQuery({
    queryKey: ['/api/user'],
    queryFn: () => new Promise<null>((r) => (answer = r)),
  });
  const played = replay(
    queryClient,
    [{ type: 'click', target: page.more }],
    [{ value: '', checked: undefined }],
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(onMore).not.toHaveBeenCalled();
  answer(null);
  await act(() => played);
  expect(onMore).toHaveBeenCalledTimes(1);
});

it('is not held back by requests other than who is signed in', async () => {
  const onMore = vi.fn();
  const page = renderedForm({ onSearch: () => {}, onMore });
  await act(async () => {
    root = hydrateRoot(page.container, <SearchForm onSearch={() => {}} onMore={onMore} />);
  });
  const queryClient = createQueryClient();
  // A slow request of the page's (never answered here); who is signed in is known.
  void queryClient.fetchQuery({ queryKey: ['/api/cars/1/similar'], queryFn: () => new Promise(() => {}) });
  queryClient.setQueryData(['/api/user'], null);
  await act(() =>
    replay(queryClient, [{ type: 'click', target: page.more }], [{ value: '', checked: undefined }]),
  );
  expect(onMore).toHaveBeenCalledTimes(1);
});

it('clicks the buttons clicked, once, and leaves fields left as they were alone', async () => {
  const onSearch = vi.fn();
  const onMore = vi.fn();
  const page = renderedForm({ onSearch, onMore });
  await act(async () => {
    root = hydrateRoot(page.container, <SearchForm onSearch={onSearch} onMore={onMore} />);
  });
  const events: EarlyEvent[] = [
    { type: 'input', target: page.text },
    { type: 'click', target: page.more },
  ];
  const idle = createQueryClient();
  await act(() =>
    replay(idle, events, [
      { value: '', checked: undefined },
      { value: '', checked: undefined },
    ]),
  );
  expect(onMore).toHaveBeenCalledTimes(1);
  expect(onSearch).not.toHaveBeenCalled();
  expect(page.text.value).toBe('');
});
