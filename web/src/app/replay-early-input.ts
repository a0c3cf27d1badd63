// Plays back what a visitor did on a server-rendered page before the app had taken it over
// (early-input.ts): fetched only when there is something to play.
import type { QueryClient } from '@tanstack/react-query';
import type { EarlyEvent, LeftIn } from './early-input';
import { USER_KEY } from '../lib/auth';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long the record waits for the answer to who is signed in, at most. */
const SETTLED_AT_MOST_MS = 3000;

/**
 * When the app knows who is signed in (what a button does can depend on it), or after a while,
 * whichever first. Other requests (a slow list further down the page) do not hold the record back.
 */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const check = () => queryClient.isFetching({ queryKey: USER_KEY }) === 0 && done();
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const timer = setTimeout(done, SETTLED_AT_MOST_MS);
    check();
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * A field's value as the visitor left it, given to the app as if entered now. The field first shows
 * what the app believes it holds (so React's record of it agrees), then the visitor's value, which
 * React sees change on the event.
 */
function replayField(field: Field, left: string | boolean): void {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    if (left === (initial?.value ?? '')) return;
    field.value = String(left);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckable(field)) {
    if (left === field.defaultChecked) return;
    field.checked = !left;
    field.click();
  } else if (left !== field.defaultValue) {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, left);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Plays back the page's record, in order, each step in a task of its own (so it renders between). */
export async function replay(queryClient: QueryClient, events: EarlyEvent[], left: LeftIn[]): Promise<void> {
  await settled(queryClient);
  const fields = new Map<Field, string | boolean>();
  events.forEach(({ target }, i) => {
    if (isField(target) && !fields.has(target))
      fields.set(target, isCheckable(target) ? Boolean(left[i]?.checked) : (left[i]?.value ?? ''));
  });
  for (const { type, target } of events) {
    if (!target.isConnected) continue;
    if (type === 'click') (target as HTMLElement).click();
    else if (type === 'submit') (target as HTMLFormElement).requestSubmit();
    else if (isField(target) && fields.has(target)) {
      replayField(target, fields.get(target)!);
      fields.delete(target);
    } else continue;
    await nextTask();
  }
}
