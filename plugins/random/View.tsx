import { useMemo, useRef } from 'react';
import { OptionList } from '../../src/plugin-api/ui/OptionList';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { randomSeed, seededOrder } from './seeded-order';

/**
 * A radio list shuffled once per mount: the seed is drawn on the first render and kept in a ref, and the order
 * follows from it and the option ids. Answering, re-rendering or a trigger hiding an option never reshuffles.
 */
export default function RandomView(props: QuestionViewProps<'choice'>) {
  const seed = useRef<number | null>(null);
  if (seed.current === null) seed.current = randomSeed();
  const drawn = seed.current;
  const options = useMemo(() => seededOrder(props.options, drawn), [props.options, drawn]);
  return <OptionList {...props} options={options} multiple={false} />;
}
