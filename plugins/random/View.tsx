import { useState } from 'react';
import { OptionList } from '../../src/plugin-api/ui/OptionList';
import type { QuestionViewProps } from '../../src/plugin-api/view';

/** Fisher–Yates: each respondent sees the options in an order of their own, kept while the page lives. */
function shuffled(count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export default function RandomView(props: QuestionViewProps<'choice'>) {
  const [order] = useState(() => shuffled(props.options.length));
  return <OptionList {...props} multiple={false} order={order.length === props.options.length ? order : undefined} />;
}
