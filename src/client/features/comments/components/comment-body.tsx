import { commentParts } from '../comment-links';

/**
 * A comment's text as written: line breaks kept, web addresses as links that tell search engines the
 * link is a reader's (nofollow, ugc) and give the opened page no hold on this one (noopener).
 */
export function CommentBody({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-line wrap-anywhere text-stone-800">
      {commentParts(body).map((part, index) =>
        'url' in part ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
            key={index}
            href={part.url}
            rel="nofollow ugc noopener"
            target="_blank"
            className="text-red-800 underline hover:text-red-900"
          >
            {part.url}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
