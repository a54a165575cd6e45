import { forwardRef, useId, type ReactNode } from 'react';

interface Props {
  /** The group's name, its region's name too ("Transitions"). */
  title: string;
  /** How many things it holds, shown beside the name. */
  count: number;
  /** Says what count counts, for screen readers ("3 transitions"). */
  countLabel: string;
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}

/**
 * One part of the logic panel (transitions, skip to the end, triggers): a region with a heading that folds it, the
 * WAI-ARIA accordion's disclosure button inside the heading. A folded group renders nothing of its content.
 */
export const LogicGroup = forwardRef<HTMLButtonElement, Props>(function LogicGroup({ title, count, countLabel, open, onToggle, children }, toggle) {
  const contentId = useId();
  return (
    <section className="cv-logic-group" aria-label={title}>
      <h3 className="cv-logic-group__title">
        <button ref={toggle} type="button" className="cv-logic-group__toggle" aria-expanded={open} aria-controls={contentId} onClick={onToggle}>
          <svg className="cv-logic-group__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
          <span>{title}</span>
          <span className="cv-logic-group__count" aria-hidden="true">{count}</span>
          <span className="cv-visually-hidden">{` (${countLabel})`}</span>
        </button>
      </h3>
      <div id={contentId} className="cv-logic-group__content" hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
});
