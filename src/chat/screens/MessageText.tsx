import { Fragment, useMemo } from 'react';
import { isEmojiOnly, splitMessage } from '../../lib/links';
import { BidiText } from '../../ui/BidiText';

/**
 * SPEC 5 message rendering: lines kept, links auto-linked (text cut at 25 characters, https by default, new tab,
 * nofollow), and one to three emoji alone shown large. Everything is React text: a message never becomes markup.
 */
export function MessageText({ body }: { body: string }) {
  const lines = useMemo(() => splitMessage(body), [body]);
  const emoji = isEmojiOnly(body);
  return (
    <p className={emoji ? `cv-message-text cv-message-text--emoji cv-message-text--emoji-${emoji}` : 'cv-message-text'}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line.map((segment, j) =>
            segment.kind === 'link' ? (
              // dir="auto": an address reads left to right inside a right-to-left message (and an Arabic domain right to left).
              <a key={j} href={segment.href} target="_blank" rel="nofollow noopener noreferrer" title={segment.href} dir="auto">
                {segment.text}
              </a>
            ) : (
              <BidiText key={j} text={segment.text} />
            ),
          )}
        </Fragment>
      ))}
    </p>
  );
}
