import { blockingReasons, elementState, type FlowRuntime } from '../../engine';

const BUTTONS = new Set(['next_page', 'submit']);

/**
 * The one-question presentation (flow `presentation: one_question`) of the current state: its visible elements
 * split into screens of one question each. Text before a question (a label) opens that question's screen; what
 * follows the last question (a footer, links) and the state's buttons close the last one; a gauge shows on every
 * screen. A state with one question or none is one screen, in its own order. Only presentation: the engine sees
 * the same state.
 */
export function questionScreens(runtime: FlowRuntime): number[][] {
  const state = runtime.flow.states[runtime.visit.state]!;
  const page = runtime.pages[state.index]!;
  const visible = state.elements.filter((_, position) => page[position]!.visible);
  const typeOf = (index: number) => runtime.flow.element(index).source.type;
  if (visible.filter((index) => typeOf(index) === 'question').length <= 1) return [visible];
  const gauges = visible.filter((index) => typeOf(index) === 'gauge');
  const screens: number[][] = [];
  let pending: number[] = [];
  for (const index of visible) {
    if (typeOf(index) === 'gauge') continue;
    if (typeOf(index) !== 'question') {
      pending.push(index);
      continue;
    }
    screens.push([...gauges, ...pending, index]);
    pending = [];
  }
  screens[screens.length - 1]!.push(...pending);
  return screens;
}

/** The question element of a screen (one at most). */
export const questionOfScreen = (runtime: FlowRuntime, screen: readonly number[]): number | undefined => screen.find((index) => runtime.flow.element(index).question !== undefined);

/**
 * Why the screen's question keeps the respondent on it, by the engine's own rule for leaving the state (SPEC 4.4,
 * with the state's button's requireAnswer), or null: checked before showing the next question so an error shows
 * on the question it concerns rather than after the last one.
 */
export function screenBlockedBy(runtime: FlowRuntime, screen: readonly number[]) {
  const index = questionOfScreen(runtime, screen);
  if (index === undefined) return null;
  const state = runtime.flow.states[runtime.visit.state]!;
  const requireAnswer = state.elements.some((element) => elementState(runtime, element).visible && BUTTONS.has(runtime.flow.element(element).source.type) && runtime.flow.element(element).source.requireAnswer === true);
  const id = runtime.flow.element(index).question!.source.id;
  return blockingReasons(runtime, requireAnswer).find((reason) => reason.questionId === id) ?? null;
}

/** The first screen whose question shows an error (after a refused move), or -1. */
export function firstInvalidScreen(runtime: FlowRuntime, screens: readonly (readonly number[])[]): number {
  return screens.findIndex((screen) => {
    const index = questionOfScreen(runtime, screen);
    const answer = index === undefined ? undefined : elementState(runtime, index).answer;
    return Boolean(answer?.error || answer?.hasRequiredError);
  });
}
