import { useMemo, useState } from 'react';
import type { FlowRuntime, MoveSource } from '../../../engine';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { FeedbackPayload, Flow } from '../../../types/schemas';
import { carryOver, compileDraft, freshRuntime, jumpTo } from './draft-runtime';
import { answerInPreview, backInPreview, languageInPreview, moveInPreview, type ActionResult } from './respondent-actions';
import { recordAction, recordBack, recordLanguage, startRecording, type Recording } from './recording';

interface Session {
  /** Null only while no version of the draft has been valid yet. */
  runtime: FlowRuntime | null;
  /** Bumped on every refused move, so the screen focuses the first error (StateView). */
  blockedCount: number;
  /** The payload the last submit would have sent, shown in the sink instead of being sent. */
  sent: FeedbackPayload | null;
  recording: Recording | null;
  /**
   * Changed when the state shown changes by the author's hand (an edit that moves it, a jump, starting over): the
   * respondent's screen then opens afresh, as on a page load, instead of taking focus as after a respondent's move
   * (StateView), which would pull focus out of the field being edited or the select being arrowed through.
   */
  screen: number;
}

const now = () => Date.now();

/**
 * The preview's respondent over the unsaved draft. Each edit is checked and compiled as the respondent's page
 * would; a valid one carries the answers, language and visited states over (during the same render, so the edit
 * shows at once), an invalid one leaves the last valid version running and its problems listed.
 */
export function usePreviewSession(flow: Flow, registry: PluginRegistry) {
  const check = useMemo(() => compileDraft(flow, registry), [flow, registry]);
  const [session, setSession] = useState<Session>(() => ({ runtime: check.ok ? freshRuntime(check.flow, now()) : null, blockedCount: 0, sent: null, recording: null, screen: 0 }));
  // React's way to follow a prop into state: set during render, rendered again before anything is painted.
  if (check.ok && session.runtime?.flow !== check.flow) {
    setSession((s) => {
      const runtime = carryOver(s.runtime, check.flow, now());
      return { ...s, runtime, screen: runtime.visit.state === s.runtime?.visit.state ? s.screen : s.screen + 1 };
    });
  }

  const actions = useMemo(() => {
    const apply = (s: Session, result: ActionResult): Session => ({
      ...s,
      runtime: result.runtime,
      blockedCount: result.kind === 'blocked' ? s.blockedCount + 1 : s.blockedCount,
      sent: result.kind === 'moved' && result.submitted ? result.submitted.payload : s.sent,
      recording: s.recording ? recordAction(s.recording, result) : null,
    });
    const update = (change: (s: Session, runtime: FlowRuntime) => Session) => setSession((s) => (s.runtime ? change(s, s.runtime) : s));
    return {
      answer: (questionId: string, value: unknown) =>
        update((s, runtime) => {
          const result = answerInPreview(runtime, questionId, value, now());
          const answered = apply(s, result);
          // SPEC 4.3 auto-move: the page waits 250 ms for the respondent to see the choice; the preview moves at once.
          return result.kind === 'answered' && result.autoMoveDue ? apply(answered, moveInPreview(answered.runtime!, 'auto', now())) : answered;
        }),
      next: (source: MoveSource) => update((s, runtime) => apply(s, moveInPreview(runtime, source, now()))),
      back: () =>
        update((s, runtime) => {
          const moved = backInPreview(runtime);
          return moved === runtime ? s : { ...s, runtime: moved, recording: s.recording ? recordBack(s.recording, moved) : null };
        }),
      language: (code: string) =>
        update((s, runtime) => {
          const changed = languageInPreview(runtime, code);
          return changed === runtime ? s : { ...s, runtime: changed, recording: s.recording ? recordLanguage(s.recording, code) : null };
        }),
      jump: (stateId: string) => update((s, runtime) => ({ ...s, runtime: jumpTo(runtime, stateId), screen: s.screen + 1 })),
      restart: () => update((s, runtime) => ({ ...s, runtime: freshRuntime(runtime.flow, now(), runtime.language.code), blockedCount: 0, sent: null, screen: s.screen + 1 })),
      /** A test replays from the first state, so recording starts the respondent there (in the current language). */
      startRecording: () =>
        update((s, runtime) => {
          const fresh = freshRuntime(runtime.flow, now(), runtime.language.code);
          return { ...s, runtime: fresh, blockedCount: 0, sent: null, recording: startRecording(fresh), screen: s.screen + 1 };
        }),
      stopRecording: () => setSession((s) => ({ ...s, recording: null })),
      closeSink: () => setSession((s) => ({ ...s, sent: null })),
    };
  }, []);

  return { ...session, problems: check.ok ? null : check.problems, actions };
}
