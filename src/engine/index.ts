// The flow interpreter (SPEC 4.3, 4.4, 5): plain functions over data. No React, DOM, network, storage or clock.
// The front door lists what the flow, widget, fixtures, tests and bench use; add a name here when a caller needs it.
export type { AnswerKind, AnswerValue } from './answer-value';
export { type QuestionModels } from './question-model';
export { type CompiledElement, type CompiledQuestion } from './compiled-flow';
export { compileFlow } from './compile-flow';
export { formatProblem } from './flow-problem';
export type { ValidationMessage } from './messages';
export { startFlow, startCompiledFlow, setLanguage } from './start-flow';
export { localise } from './language';
export { answerQuestion, answerMany, tryAnswerQuestion, type AnswerOutcome } from './answer';
export {
  requestMove, enterState, goBack, canProceed, blockingReasons, needsFallbackButton, choosingMayMoveOn,
  type MoveSource,
} from './navigation';
export { isAnswerEmpty, validateAnswer, visibleOptionIds } from './validation';
export { buildFeedbackPayload, submitEvents } from './payload';
export { flowProgress } from './progress';
export { elementState, visitedStates, type FlowRuntime, type ElementState } from './runtime';
