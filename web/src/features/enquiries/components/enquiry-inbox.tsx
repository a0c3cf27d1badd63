// The seller's enquiries on the dashboard (DECISIONS 12): every thread about their listings with what
// they have not read; opening one reads it, and a reply goes to the buyer's chat.
import { LoadError } from '../../../components/ui/load-error';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { EnquirySummary } from '../../../../../bff/plugins/enquiries/schemas';
import { ApiError } from '../../../lib/api-client';
import { useInbox } from '../api/inbox';
import { enquiryKeys } from '../api/keys';
import { useSellerThread } from '../api/seller-thread';
import { useSendReply } from '../api/send-reply';
import { statusOf, timeOf } from '../lib/chat-rules';
import { Composer } from './composer';
import { MessageList, type ChatMessage } from './message-list';

const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export function EnquiryInbox() {
  const inbox = useInbox();
  const [selected, setSelected] = useState<number | null>(null);

  if (inbox.isPending) return <p className="text-sm text-slate-600">Loading enquiries…</p>;
  if (inbox.isError)
    return <LoadError message="We couldn't load your enquiries." onRetry={() => void inbox.refetch()} />;
  if (inbox.data.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        <Inbox aria-hidden="true" className="mx-auto h-8 w-8 text-slate-400" />
        <p className="mt-2 font-medium text-slate-900">No enquiries yet</p>
        <p className="mt-1 text-sm">When a buyer messages you about one of your listings, it appears here.</p>
      </div>
    );

  const current = inbox.data.find((t) => t.id === selected) ?? null;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ul aria-label="Enquiries" className={`space-y-2 ${current ? 'hidden md:block' : ''}`}>
        {inbox.data.map((t) => (
          <li key={t.id}>
            <ThreadRow thread={t} active={t.id === selected} onOpen={() => setSelected(t.id)} />
          </li>
        ))}
      </ul>
      {current ? (
        <ThreadView summary={current} onBack={() => setSelected(null)} />
      ) : (
        <p className="hidden self-center text-center text-sm text-slate-600 md:block">
          Choose an enquiry to read it.
        </p>
      )}
    </div>
  );
}

function ThreadRow({
  thread,
  active,
  onOpen,
}: {
  thread: EnquirySummary;
  active: boolean;
  onOpen: () => void;
}) {
  const preview = thread.lastMessage
    ? `${thread.lastMessage.sender === 'seller' ? 'You: ' : thread.lastMessage.sender === 'auto' ? 'Automatic reply: ' : ''}${thread.lastMessage.body.replace(/^Automatic reply: /, '')}`
    : '';
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      className={`flex w-full gap-3 rounded-xl border p-3 text-left hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
        active ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white'
      }`}
    >
      <img
        src={thread.listing.image}
        alt=""
        className="h-14 w-20 shrink-0 rounded-md bg-slate-100 object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-slate-900 ${thread.unread ? 'font-semibold' : 'font-medium'}`}>
            {thread.buyerFirstName}
          </span>
          <span className="shrink-0 text-xs text-slate-600">{dayAndTime(thread.lastMessageAt)}</span>
        </span>
        <span className="block truncate text-sm text-slate-700">{thread.listing.title}</span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-slate-600">{preview}</span>
          {thread.unread > 0 && (
            <span className="shrink-0 rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">
              {thread.unread} unread
            </span>
          )}
        </span>
      </span>
    </button>
  );
}

function ThreadView({ summary, onBack }: { summary: EnquirySummary; onBack: () => void }) {
  const thread = useSellerThread(summary.id);
  const reply = useSendReply(summary.id);
  const queryClient = useQueryClient();
  const name = summary.buyerFirstName;

  // Opening the thread read the buyer's messages: the inbox's unread count follows.
  useEffect(() => {
    if (thread.isSuccess && summary.unread > 0)
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.inbox() });
  }, [thread.isSuccess, summary.unread, queryClient]);

  const messages: ChatMessage[] = (thread.data?.messages ?? []).map((m) => ({
    key: String(m.id),
    author: m.sender === 'seller' ? 'me' : m.sender === 'auto' ? 'auto' : 'them',
    name: m.sender === 'buyer' ? name : 'You',
    body: m.body,
    time: timeOf(m.createdAt),
    status: statusOf(m, m.sender === 'seller'),
  }));
  const error =
    reply.error instanceof ApiError
      ? reply.error.serverMessage
      : reply.error
        ? 'Your reply was not sent.'
        : null;

  return (
    <section
      aria-label={`Enquiry from ${name}`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 p-3">
        <button
          type="button"
          onClick={onBack}
          className="rounded-md p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">Back to all enquiries</span>
        </button>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <p className="truncate text-sm text-slate-600">{summary.listing.title}</p>
        </div>
      </header>
      {thread.isPending ? (
        <p className="p-4 text-sm text-slate-600">Loading…</p>
      ) : thread.isError ? (
        <p role="alert" className="p-4 text-sm text-slate-700">
          We couldn't load this enquiry.
        </p>
      ) : (
        <div className="max-h-[28rem] overflow-y-auto">
          <MessageList messages={messages} typing={false} label={`Conversation with ${name}`} />
        </div>
      )}
      {error && (
        <p role="alert" className="px-3 pb-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Composer
        onSend={(text) => reply.mutateAsync(text)}
        pending={reply.isPending}
        label={`Reply to ${name}`}
        placeholder={`Reply to ${name}…`}
      />
    </section>
  );
}
