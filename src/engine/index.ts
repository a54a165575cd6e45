// The flow interpreter (SPEC 4.3, 4.4, 5): plain functions over data. No React, DOM, network, storage or clock.
export type { AnswerByKind, AnswerKind, AnswerValue, FileAnswer, PhoneAnswer } from './answer-value';
export { MESSAGE, type MessageKey, type ValidationMessage } from './messages';
export { type CustomerField, type QuestionModel, type QuestionModels } from './question-model';
export { CompiledFlow, DEFAULT_THANK_STATE_ID, type CompiledElement, type CompiledQuestion } from './compiled-flow';
export { compileFlow, DEFAULT_THANK_STATE } from './compile-flow';
export { checkFlowReferences, formatProblem, type FlowProblem } from './flow-references';
export { startFlow, startCompiledFlow, setLanguage, type StartOptions } from './start-flow';
export { resolveLanguage, localise, findLanguage, type LanguageChoice } from './language';
export { answerQuestion, answerMany, tryAnswerQuestion, type AnswerOutcome, type AnswerAttempt } from './answer';
export { dispatchAnswer, type DispatchedAnswer } from './answer-dispatch';
export {
  requestMove, enterState, goBack, canProceed, autoMoveDue, blockingReasons, hasVisibleButton, needsFallbackButton, choosingMayMoveOn,
  type MoveSource, type MoveDecision, type BlockedReason,
} from './navigation';
export { ruleMatches, resolveTargetState } from './rules';
export { OPERATORS } from './operators';
export { triggerHolds } from './triggers';
export { isAnswerEmpty, validateAnswer, visibleOptionIds } from './validation';
export {
  buildFeedbackPayload, partialSaveDue, submitEvents, customerFromAnswers, answeredQuestions,
  type PayloadContext, type HostEvent,
} from './payload';
export { flowProgress, PROGRESS_BEFORE_END } from './progress';
export { elementState, visitedStates, type FlowRuntime, type ElementState, type AnswerState } from './runtime';
