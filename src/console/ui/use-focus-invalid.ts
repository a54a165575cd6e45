import { useEffect, type RefObject } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid, so a keyboard or screen-reader user lands on
 * what to fix. `attempt` changes with every submit the form itself found problems in; `failure` with every refusal
 * by the API (one about a field marks it; one about the form is read out by its alert).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number, failure?: unknown): void {
  useEffect(() => {
    if (attempt === 0 && !failure) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt, failure]);
}
