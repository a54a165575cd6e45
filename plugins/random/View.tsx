import { useMemo, useRef } from 'react';
import { OptionList } from '../../src/plugin-api/ui/OptionList';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { randomSeed, seededOrder } from './seeded-order';

/**
 * The seed the server drew for a page it rendered, read from that markup while the page hydrates: the browser then
 * keeps the order the respondent already sees (and React finds the same markup). Anywhere else there is none.
 */
function renderedSeed(inputId: string): number | undefined {
  const text = globalThis.document?.getElementById(inputId)?.parentElement?.dataset.seed;
  const seed = text === undefined ? NaN : Number(text);
  return Number.isInteger(seed) ? seed : undefined;
}

/**
 * A radio list shuffled once per mount: the seed is drawn on the first render and kept in a ref, and the order
 * follows from it and the option ids. Answering, re-rendering or a trigger hiding an option never reshuffles.
 */
export default function RandomView(props: QuestionViewProps<'choice'>) {
  const seed = useRef<number | null>(null);
  if (seed.current === null) seed.current = renderedSeed(props.ids.input) ?? randomSeed();
  const drawn = seed.current;
  const options = useMemo(() => seededOrder(props.options, drawn), [props.options, drawn]);
  // display: contents: the wrapper only carries the seed; the list lays out as the other option styles do.
  return (
    <div data-seed={drawn} style={{ display: 'contents' }}>
      <OptionList {...props} options={options} multiple={false} />
    </div>
  );
}
