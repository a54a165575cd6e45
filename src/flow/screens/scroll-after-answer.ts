/**
 * SPEC 2.2's scroll to the next question after an instant answer, given up when the respondent acts first: a press,
 * a click or a key before it starts means they are already somewhere else, and the page moving under their finger
 * would turn their next tap into a tap on whatever scrolled there (seen in Firefox: a "move up" tap made just after
 * a star rating was lost). Returns the cancel, for a screen that goes away first.
 */
export function scrollAfterAnswer(target: () => HTMLElement | undefined, delayMs: number, smooth: boolean): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const cancel = () => {
    clearTimeout(timer);
    for (const type of events) document.removeEventListener(type, cancel, true);
  };
  const timer = setTimeout(() => {
    cancel();
    target()?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }, delayMs);
  for (const type of events) document.addEventListener(type, cancel, true);
  return cancel;
}
