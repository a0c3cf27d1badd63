// What the app does with one live message (000 §7): refresh the answers it names and tell the reader
// with a toast (durations 000 §9). Unknown types are only logged; malformed messages are logged and
// ignored, so a newer or broken server never breaks the page.
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { LiveMessage, LiveMessageType } from '../../../bff/plugins/live/types';
import { toast, type ToastInput } from '../components/ui/toast';
import { number } from './format';
import { cacheShowsAnyOf, invalidateForMessage } from './live-invalidation';

const TYPES: readonly LiveMessageType[] = [
  'car_added',
  'cars_bulk_added',
  'car_updated',
  'car_deleted',
  'auto_sync_completed',
];
const category = v.picklist(['car', 'motorcycle', 'van']);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const MessageSchema = v.object({
  type: v.picklist(TYPES),
  data: v.object({
    ids: v.array(v.pipe(v.number(), v.integer())),
    count,
    categories: v.array(category),
    car: v.optional(v.object({ id: v.number(), title: v.string(), category })),
    dealerName: v.optional(v.nullable(v.string())),
    own: v.optional(v.boolean()),
    processed: v.optional(count),
  }),
});

/** The message if it follows the contract; null (after logging why) if it does not. */
export function parseLiveMessage(raw: unknown): LiveMessage | null {
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && !(TYPES as readonly string[]).includes(type)) {
    console.info(`Live update of unknown type "${type}" ignored`, raw);
    return null;
  }
  const parsed = v.safeParse(MessageSchema, raw);
  if (!parsed.success) {
    console.warn('Malformed live update ignored', raw, v.flatten(parsed.issues));
    return null;
  }
  const { dealerName, ...data } = parsed.output.data;
  return { type: parsed.output.type, data: dealerName ? { ...data, dealerName } : data };
}

const SHORT = 3000;
const LONG = 4000;

const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;

/** '{dealer} updated {what}.', or without a dealer '{what} was updated.' (one car by title, else a count). */
function changed(verb: string, single: string | null, count: number, dealer: string | undefined): string {
  if (dealer) return `${dealer} ${verb} ${single ?? plural(count, 'listing', 'listings')}.`;
  return single ? `${single} was ${verb}.` : `${plural(count, 'listing was', 'listings were')} ${verb}.`;
}

/** The toast a message raises (000 §9), or null when it raises none. */
export function liveToast({ type, data }: LiveMessage): ToastInput | null {
  const { dealerName: dealer, car, count } = data;
  const single = count === 1 && car ? car.title : null;
  switch (type) {
    case 'car_added':
      if (data.own && car)
        return {
          title: 'Your listing is live',
          description: `${car.title} is now in search.`,
          duration: SHORT,
        };
      return {
        title: 'New listing',
        description:
          dealer && car
            ? `${dealer} just listed a ${car.title}.`
            : car
              ? `${car.title} was just listed.`
              : 'A new vehicle was just listed.',
        duration: SHORT,
      };
    case 'cars_bulk_added':
      return {
        title: 'New listings',
        description: single
          ? dealer
            ? `${dealer} added ${single}.`
            : `${single} just arrived.`
          : dealer
            ? `${dealer} added ${plural(count, 'vehicle', 'vehicles')}.`
            : `${plural(count, 'new vehicle', 'new vehicles')} just arrived.`,
        duration: LONG,
      };
    case 'car_updated':
      return {
        title: 'Listing updated',
        description: changed('updated', single, count, dealer),
        duration: SHORT,
        minor: true,
      };
    case 'car_deleted':
      return {
        title: 'Listing removed',
        description: changed('removed', single, count, dealer),
        duration: SHORT,
      };
    case 'auto_sync_completed': {
      const processed = data.processed ?? 0;
      if (processed <= 0) return null;
      return {
        title: 'Inventory synced',
        description: dealer
          ? `${dealer} synced ${plural(processed, 'vehicle', 'vehicles')}.`
          : `A dealer synced ${plural(processed, 'vehicle', 'vehicles')}.`,
        duration: LONG,
      };
    }
  }
}

/**
 * Handles one message as it arrived over the socket. Updates and removals are toasted only when a
 * cached search page, detail or list shows one of the cars: otherwise nobody is looking at them.
 */
export function handleLiveMessage(
  queryClient: QueryClient,
  raw: unknown,
  notify: (input: ToastInput) => void = toast,
): void {
  const message = parseLiveMessage(raw);
  if (!message) return;
  const quiet =
    (message.type === 'car_updated' || message.type === 'car_deleted') &&
    !cacheShowsAnyOf(queryClient, message.data.ids);
  invalidateForMessage(queryClient, message);
  const input = quiet ? null : liveToast(message);
  if (input) notify(input);
}
