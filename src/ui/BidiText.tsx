import { Fragment } from 'react';
import { splitLeftToRight } from '../lib/bidi-isolation';

/** Text with its phone numbers, URLs, dates and percentages isolated left to right (issue #7): readable in a right-to-left page. */
export function BidiText({ text }: { text: string }) {
  return splitLeftToRight(text).map((segment, i) => (segment.ltr ? <span key={i} dir="ltr">{segment.text}</span> : <Fragment key={i}>{segment.text}</Fragment>));
}
