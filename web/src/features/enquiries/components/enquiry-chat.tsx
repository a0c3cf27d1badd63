// The car detail page's chat panel (000 §2, §5; DECISIONS 12): every message is a real enquiry to the
// listing's seller, answered at once by an automatic acknowledgement and later by the seller.
import { LoadError } from '../../../components/ui/load-error';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { EnquiryThread } from '../../../../../bff/plugins/enquiries/schemas';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { signInAndReturnHref } from '../../../lib/sign-in-return';
import { useBuyerThread } from '../api/buyer-thread';
import { useSendEnquiry } from '../api/send-enquiry';
import {
  GREETING_DELAY_MS,
  QUICK_QUESTIONS,
  QUICK_QUESTIONS_MAX_THREAD,
  QUICK_QUESTIONS_SHOWN,
  greetingText,
  statusOf,
  timeOf,
} from '../lib/chat-rules';
import { Composer } from './composer';
import { MessageList, type ChatMessage } from './message-list';

export interface EnquiryChatCar {
  id: number;
  title: string;
  dealerName: string;
  sellerType: string;
}

/**
 * The car page opens its chat when the URL has `?contact=1` ('Contact Seller' elsewhere, or back from
 * signing in to use the chat): read by app/routes/car-detail.tsx.
 */
export const OPEN_CHAT_PARAM = 'contact';

/** `defaultOpen`: arrived from a 'Contact Seller' button, so the chat starts open and in view. */
export function EnquiryChat({ car, defaultOpen = false }: { car: EnquiryChatCar; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (defaultOpen) section.current?.scrollIntoView?.({ block: 'start' });
  }, [defaultOpen]);
  const heading = car.sellerType === 'private' ? 'Message the seller' : `Chat with ${car.dealerName}`;

  return (
    <section
      ref={section}
      aria-label={heading}
      className="scroll-mt-20 overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-3 p-4 text-left hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
        >
          <span className="rounded-full bg-blue-50 p-2 text-blue-700">
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">{heading}</span>
            <span className="block text-sm font-normal text-slate-600">Replies between 9am and 6pm</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200">
        {open && <ChatBody car={car} />}
      </div>
    </section>
  );
}

function ChatBody({ car }: { car: EnquiryChatCar }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <p className="p-4 text-sm text-slate-600">Loading…</p>;
  if (!user) {
    // Signing in brings them back to this car with the chat open, ready to write.
    return (
      <div className="p-4 text-sm text-slate-700">
        <p>Sign in to message the seller. Your messages and their replies are kept in one conversation.</p>
        <Link
          to={signInAndReturnHref(location, OPEN_CHAT_PARAM)}
          className="mt-3 inline-flex items-center rounded-lg bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Sign in to message the seller
        </Link>
      </div>
    );
  }
  return <Conversation car={car} />;
}

function toChat(thread: EnquiryThread | undefined, dealerName: string): ChatMessage[] {
  return (thread?.messages ?? []).map((m) => ({
    key: String(m.id),
    author: m.sender === 'buyer' ? 'me' : m.sender === 'auto' ? 'auto' : 'them',
    name: m.sender === 'buyer' ? 'You' : dealerName,
    body: m.body,
    time: timeOf(m.createdAt),
    status: statusOf(m, m.sender === 'buyer'),
  }));
}

function Conversation({ car }: { car: EnquiryChatCar }) {
  const thread = useBuyerThread(car.id, true);
  const send = useSendEnquiry(car.id);
  const [greeted, setGreeted] = useState(false);
  const stored = toChat(thread.data, car.dealerName);
  const empty = thread.isSuccess && stored.length === 0;

  // The greeting is local: it is the dealer's side saying hello, not a stored message.
  useEffect(() => {
    if (!empty || greeted) return;
    const timer = setTimeout(() => setGreeted(true), GREETING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [empty, greeted]);

  const messages: ChatMessage[] = [
    ...(greeted
      ? [
          {
            key: 'greeting',
            author: 'them' as const,
            name: car.dealerName,
            body: greetingText(car.title),
            time: null,
            status: 'delivered' as const,
          },
        ]
      : []),
    ...stored,
    ...(send.isPending && send.variables
      ? [
          {
            key: 'pending',
            author: 'me' as const,
            name: 'You',
            body: send.variables,
            time: null,
            status: 'sending' as const,
          },
        ]
      : []),
  ];
  const showQuick = thread.isSuccess && messages.length <= QUICK_QUESTIONS_MAX_THREAD;
  const error =
    send.error instanceof ApiError
      ? send.error.serverMessage
      : send.error
        ? 'Your message was not sent. Please try again.'
        : null;

  if (thread.isPending) return <p className="p-4 text-sm text-slate-600">Loading your conversation…</p>;
  if (thread.isError)
    return (
      <LoadError
        className="p-4"
        message="We couldn't load your conversation."
        onRetry={() => void thread.refetch()}
      />
    );

  return (
    <div>
      {/* Scrollable, so it must be reachable by keyboard to be read. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={`Messages with ${car.dealerName}`}
        className="max-h-96 overflow-y-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <MessageList
          messages={messages}
          typing={send.isPending}
          label={`Conversation with ${car.dealerName}`}
        />
      </div>
      {showQuick && (
        <div className="px-3 pb-3">
          <p aria-hidden="true" className="mb-2 text-xs font-medium text-slate-600">
            Quick questions
          </p>
          <ul aria-label="Quick questions" className="flex flex-wrap gap-2">
            {QUICK_QUESTIONS.slice(0, QUICK_QUESTIONS_SHOWN).map((q) => (
              <li key={q}>
                <button
                  type="button"
                  disabled={send.isPending}
                  onClick={() => send.mutate(q)}
                  className="rounded-full border border-blue-200 bg-blue-50 px-3 py-1.5 text-sm text-blue-800 hover:bg-blue-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" className="px-3 pb-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Composer
        onSend={(text) => send.mutateAsync(text)}
        pending={send.isPending}
        label={`Message to ${car.dealerName}`}
      />
    </div>
  );
}
