// A conversation as a log: your messages on the right with their status, the other side's on the
// left, and automatic acknowledgements labelled as such (DECISIONS 12).
import { Bot, Check, CheckCheck, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { STATUS_LABEL, type MessageStatus } from '../lib/chat-rules';

export interface ChatMessage {
  key: string;
  author: 'me' | 'them' | 'auto';
  /** Who wrote it, for screen readers and the label above the other side's messages. */
  name: string;
  body: string;
  time: string | null;
  status: MessageStatus;
}

const StatusIcon = { sending: Clock, sent: Check, delivered: Check, read: CheckCheck };

export function MessageList({
  messages,
  typing,
  label,
}: {
  messages: ChatMessage[];
  typing: boolean;
  label: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, typing]);

  return (
    <div role="log" aria-label={label} aria-live="polite" className="flex flex-col gap-3 px-3 py-3">
      {messages.map((m) => {
        const mine = m.author === 'me';
        const Icon = StatusIcon[m.status];
        return (
          <div key={m.key} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
            {m.author === 'auto' ? (
              <span className="mb-1 inline-flex items-center gap-1 text-xs font-medium text-slate-600">
                <Bot aria-hidden="true" className="h-3.5 w-3.5" />
                Automatic reply
              </span>
            ) : (
              !mine && <span className="mb-1 text-xs font-medium text-slate-600">{m.name}</span>
            )}
            <p
              className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm ${
                mine
                  ? 'rounded-br-sm bg-blue-700 text-white'
                  : m.author === 'auto'
                    ? 'rounded-bl-sm border border-dashed border-slate-300 bg-slate-50 text-slate-800'
                    : 'rounded-bl-sm bg-slate-100 text-slate-900'
              }`}
            >
              {mine && <span className="sr-only">You: </span>}
              {m.body}
            </p>
            <span className="mt-1 inline-flex items-center gap-1 text-xs text-slate-600">
              {m.time && <time>{m.time}</time>}
              {m.time && <span aria-hidden="true">·</span>}
              <Icon
                aria-hidden="true"
                className={`h-3.5 w-3.5 ${m.status === 'read' ? 'text-blue-700' : ''}`}
              />
              {STATUS_LABEL[m.status]}
            </span>
          </div>
        );
      })}
      {typing && (
        <div
          className="flex items-center gap-1 self-start rounded-2xl bg-slate-100 px-3 py-2.5"
          role="status"
        >
          <span className="sr-only">Waiting for a reply</span>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              aria-hidden="true"
              className="h-2 w-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
