// One platform's generated post (001 §2, §9): title, the description cut at 200 characters (read it all
// or edit it before publishing), 5 hashtags and '+N more', the character count against the platform's
// limit, Copy, and Publish with the final text. Publishing answers the tracked link and what became of
// the delivery (no network is connected here: DECISIONS 20).
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/form-fields';
import { countCharacters, postText as networkText } from '../../../../../../bff/plugins/social/platforms';
import { number } from '../../../../lib/format';
import { usePublishPost } from '../../api/publish-post';
import { refusalReason } from '../../lib/errors';
import { PLATFORM_NAMES, NO_NETWORK } from '../../lib/platforms';
import { CONTENT_CUT, cut, HASHTAGS_SHOWN, postText, tag } from '../../lib/text';
import type { GeneratedContent, SocialPost } from '../../types';
import { CopyButton } from '../copy-button';

export interface PublishContext {
  dealerId: number;
  carId: number;
  templateId: string;
  videoId: number | null;
}

export function ContentCard({ content, context }: { content: GeneratedContent; context: PublishContext }) {
  const id = useId();
  const [title, setTitle] = useState(content.title);
  const [description, setDescription] = useState(content.description);
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [allTags, setAllTags] = useState(false);
  const [published, setPublished] = useState<SocialPost | null>(null);
  const publish = usePublishPost();
  const name = PLATFORM_NAMES[content.platform];
  // The server counted the post as the network does (with a link as long as the tracked link will
  // be); an edit moves that count by what it changed, counted the same way.
  const count =
    content.characterCount +
    countCharacters(content.platform, description.trim()) -
    countCharacters(content.platform, content.description.trim());
  const tooLong = count > content.limits.maxLength;
  const extraTags = content.hashtags.length - HASHTAGS_SHOWN;

  const onPublish = () =>
    publish.mutate(
      {
        ...context,
        platform: content.platform,
        title: title.trim(),
        description: description.trim(),
        hashtags: content.hashtags,
      },
      { onSuccess: setPublished },
    );

  return (
    <article
      aria-labelledby={`${id}-platform`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`${id}-platform`} className="text-sm font-semibold tracking-wide text-blue-800 uppercase">
        {name}
      </h3>
      {editing ? (
        <div className="mt-2 space-y-3">
          <TextField form={id} name="title" label={`${name} title`} value={title} onChange={setTitle} />
          <TextAreaField
            form={id}
            name="description"
            label={`${name} text`}
            rows={8}
            value={description}
            onChange={setDescription}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 font-semibold break-words text-slate-900">{title}</p>
          <p id={`${id}-text`} className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
            {expanded ? description : cut(description, CONTENT_CUT)}
          </p>
          {description.length > CONTENT_CUT && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${id}-text`}
              onClick={() => setExpanded(!expanded)}
              className="mt-1 self-start text-sm font-medium text-blue-700 underline"
            >
              {expanded ? 'Show less' : 'Read all'}
            </button>
          )}
        </>
      )}
      <p className="mt-2 text-sm break-words text-blue-800">
        {content.hashtags
          .slice(0, allTags ? undefined : HASHTAGS_SHOWN)
          .map(tag)
          .join(' ')}
        {extraTags > 0 && (
          <button
            type="button"
            aria-expanded={allTags}
            onClick={() => setAllTags(!allTags)}
            className="ml-1 text-slate-600 underline"
          >
            {allTags ? 'show fewer' : `+${extraTags} more`}
          </button>
        )}
      </p>
      <p className={`mt-2 text-xs ${tooLong ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {number(count)} / {number(content.limits.maxLength)} characters
        {tooLong && `: too long for ${name}, shorten it to publish`}
      </p>
      {published ? (
        <Published
          post={published}
          text={networkText(content.platform, description, content.hashtags, published.link.url)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton
            text={postText(description, content.hashtags)}
            what="Post text"
            accessibleName={`Copy the ${name} text`}
          />
          <Button variant="secondary" size="sm" aria-pressed={editing} onClick={() => setEditing(!editing)}>
            {editing ? 'Done editing' : 'Edit'}
          </Button>
          <Button
            size="sm"
            onClick={onPublish}
            disabled={publish.isPending || tooLong || !description.trim()}
          >
            <Send aria-hidden="true" className="size-4" />
            {publish.isPending ? 'Publishing…' : `Publish to ${name}`}
          </Button>
        </div>
      )}
      {publish.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {/* A refusal (too long, a car no longer in stock) says why; anything else, try again. */}
          {refusalReason(publish.error) || 'Failed to publish the post. Please try again.'}
        </p>
      )}
    </article>
  );
}

function Published({ post, text }: { post: SocialPost; text: string }) {
  return (
    <div role="status" className="mt-3 space-y-2 rounded-lg bg-green-50 p-3 text-sm text-green-950">
      <p className="font-semibold">Published with a tracked link</p>
      <a href={post.link.url} className="block font-medium break-all text-blue-800 underline">
        {post.link.url}
      </a>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} what="Post text" label="Copy post text" />
        <CopyButton text={post.link.url} what="Tracked link" label="Copy link" />
      </div>
      <p>{post.delivery.message}</p>
      {post.delivery.state === 'not_configured' && <p>{NO_NETWORK}</p>}
    </div>
  );
}
