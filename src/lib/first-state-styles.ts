import type { Flow } from '../types/schemas';

/**
 * The question styles on a flow's first state (the one marked initial, else the first), read from the flow
 * document as it is, validated or not: the server names their view chunks in a flow page so the browser fetches
 * them with the page, and the browser starts them before the flow is checked (issue #9). Anything malformed reads
 * as no styles; an unknown style simply has no chunk.
 */
export function firstStateStyles(flow: Flow | undefined): string[] {
  const states = Array.isArray(flow?.states) ? flow.states : [];
  const first = states.find((state) => state?.isInitialState === true) ?? states[0];
  const elements = Array.isArray(first?.elements) ? first.elements : [];
  const styles = elements.flatMap((element) => (typeof element?.question?.style === 'string' ? [element.question.style] : []));
  return [...new Set(styles)];
}
