// How the pages shorten what they show (001 §9): a generated description is shown cut at 200
// characters, a published post's at 150; at most 5 hashtags are shown, then '+N more'.
export const CONTENT_CUT = 200;
export const POST_CUT = 150;
export const HASHTAGS_SHOWN = 5;

/** The text cut at `max` characters with an ellipsis, or the whole text when it fits. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** A hashtag with its '#', however the server wrote it. */
export const tag = (hashtag: string) => (hashtag.startsWith('#') ? hashtag : `#${hashtag}`);

/** The text a post is published as: the description, then its hashtags (as each network counts it). */
export function postText(description: string, hashtags: string[]): string {
  return hashtags.length ? `${description}\n\n${hashtags.map(tag).join(' ')}` : description;
}
