// The message box: Enter sends, Shift+Enter starts a new line; a blank message is never sent and
// the send button stays disabled while the box is blank or a send is pending (000 §5).
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX } from '../../../../../bff/plugins/enquiries/schemas';
import { isBlank } from '../lib/chat-rules';

export function Composer({
  onSend,
  pending,
  label = 'Message',
  placeholder = 'Type your message…',
}: {
  /** Resolves when the message is stored; a failure puts the text back in the box. */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
  label?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const disabled = isBlank(text) || pending;

  const send = async () => {
    if (disabled) return;
    const message = text.trim();
    setText('');
    try {
      await onSend(message);
    } catch {
      // The caller shows the error; the text comes back so nothing typed is lost.
      setText((now) => (now === '' ? message : now));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={MESSAGE_MAX}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        className="min-h-[2.75rem] flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
      />
      <span id={`${id}-hint`} className="sr-only">
        Enter sends; Shift and Enter starts a new line.
      </span>
      <button
        type="submit"
        disabled={disabled}
        aria-label="Send message"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        <SendHorizontal aria-hidden="true" className="h-5 w-5" />
      </button>
    </form>
  );
}
