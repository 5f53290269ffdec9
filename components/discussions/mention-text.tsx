import { Fragment } from 'react';
import { splitMentions } from '@/lib/contract/mentions';

/** A comment's text with its `@[Name](user:ID)` mentions shown as highlighted "@Name". */
export function MentionText({ text }: { text: string }) {
  return (
    <>
      {splitMentions(text).map((part, i) =>
        'mention' in part ? (
          <span key={i} data-user-id={part.userId} className="rounded bg-primary/10 px-0.5 font-medium text-primary">
            @{part.mention}
          </span>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
