import { applyPatches, enablePatches, produceWithPatches, type Objectish } from 'immer';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { debounceTime, Observable } from 'rxjs';
import type { ApiClient } from '../api/client';
import type { FixtureFailure } from '../api/types';
import { ApiFailure, expectOk } from '../api/api-failure';
import type { Flow } from '../../types/schemas';
import { draftAnswer } from './draft-prefetch';
import type { FlowEdit } from './editor-panel';
import { EMPTY_HISTORY, recordEdit, redoStep, undoStep, type EditHistory } from './history';
import { maySave, nextSaveState, SAVED, type SaveEvent, type SaveState } from './save-state';

enablePatches();

/** The draft as the server last confirmed it: the flow and the revision every write names in If-Match. */
interface Loaded {
  flow: Flow;
  revision: number;
}

/** Someone else saved first: their draft, kept beside ours until the person chooses. */
export interface Conflict {
  theirs: Loaded;
}

interface PublishRefusal {
  failure: ApiFailure;
  problems: readonly { path: string; message: string }[];
  /** 422 fixture_failed: each of the flow's tests that fails against the draft, with its failing step. */
  failures: readonly FixtureFailure[];
}

export type PublishState = { status: 'idle' } | { status: 'publishing' } | { status: 'published'; version: number } | ({ status: 'refused' } & PublishRefusal);

/** A 412 answer of a save or publish: the draft now on the server, as the API sends it in `current`. */
class StaleDraft extends Error {
  constructor(readonly theirs: Loaded) {
    super('precondition_failed');
  }
}

const ifMatch = (revision: number) => ({ 'if-match': `"${revision}"` });

/**
 * One open flow in the editor: the draft, its edit history, its autosave and the conflict with another editor.
 * Every change goes through `edited` (an immer recipe and its label), so undo, redo, autosave and the preview
 * all see the same stream of patches. `saveDelayMs` is how long the autosave waits after the last edit; `onDraftRead`
 * sees each draft read from the server before it is shown (the screen starts the preview's chunks there).
 */
export function createEditorModel(api: ApiClient, flowId: string, { saveDelayMs = 700, onDraftRead }: { saveDelayMs?: number; onDraftRead?: (flow: Flow) => void } = {}) {
  const opened = createEvent();
  const edited = createEvent<{ recipe: FlowEdit; label: string }>();
  const undone = createEvent();
  const redone = createEvent();
  const saveRequested = createEvent();
  const retried = createEvent();
  const theirsKept = createEvent();
  const mineKept = createEvent();
  const publishPressed = createEvent();
  const selected = createEvent<string | null>();
  const languageChosen = createEvent<string>();
  const closed = createEvent();
  /** A new draft from an edit, an undo or a redo: what the autosave and the preview follow. */
  const changed = createEvent<Flow>();

  const loadFx = createEffect<void, Loaded & { publishedVersion: number | null }, ApiFailure>(async () => {
    const detail = await expectOk(draftAnswer(api, flowId));
    onDraftRead?.(detail.draft as Flow);
    return { flow: detail.draft as Flow, revision: detail.revision, publishedVersion: detail.published_version };
  });

  const putFx = createEffect<Loaded, Loaded, ApiFailure | StaleDraft>(async ({ flow, revision }) => {
    const answer = await api.PUT('/v1/manage/flows/{id}/draft', { params: { path: { id: flowId } }, body: flow as never, headers: ifMatch(revision) }).catch((error: unknown) => {
      throw new ApiFailure(0, 'network', error instanceof Error ? error.message : String(error));
    });
    if (answer.response.status === 412) {
      const current = (answer.error as { current?: { draft: Flow; revision: number } } | undefined)?.current;
      if (current) throw new StaleDraft({ flow: current.draft, revision: current.revision });
    }
    const detail = await expectOk(Promise.resolve(answer));
    return { flow: detail.draft as Flow, revision: detail.revision };
  });

  const publishRequestFx = createEffect<number, number, PublishRefusal>(async (revision) => {
    const call = api.POST('/v1/manage/flows/{id}/publish', { params: { path: { id: flowId } }, headers: ifMatch(revision) });
    try {
      return (await expectOk(call)).version;
    } catch (failure) {
      // The API says why it refused: its message; for a flow that does not pass its checks, each problem; for a
      // flow one of whose tests fails, each failing test with its step.
      const body = (await call.catch(() => null))?.error as { problems?: PublishRefusal['problems']; failures?: PublishRefusal['failures'] } | undefined;
      throw { failure: failure as ApiFailure, problems: body?.problems ?? [], failures: body?.failures ?? [] } satisfies PublishRefusal;
    }
  });

  const $flow = createStore<Flow | null>(null).on(loadFx.doneData, (_, loaded) => loaded.flow).on(changed, (_, flow) => flow);
  const $revision = createStore(0).on(loadFx.doneData, (_, loaded) => loaded.revision).on(putFx.doneData, (_, saved) => saved.revision);
  const $publishedVersion = createStore<number | null>(null).on(loadFx.doneData, (_, loaded) => loaded.publishedVersion);
  const $loadFailure = createStore<ApiFailure | null>(null).on(loadFx.failData, (_, failure) => failure).reset(loadFx);
  const $history = createStore<EditHistory>(EMPTY_HISTORY).reset(loadFx.done);
  const $conflict = createStore<Conflict | null>(null);
  const $selected = createStore<string | null>(null).on(selected, (_, id) => id);
  // The text fields edit the flow's default language until another is chosen.
  const $language = createStore('en')
    .on(loadFx.doneData, (_, { flow }) => (flow.languages.find((language) => language.id === flow.defaultLanguageId) ?? flow.languages[0])!.code)
    .on(languageChosen, (_, code) => code);

  const saveEvent = createEvent<SaveEvent>();
  const $saveState = createStore<SaveState>(SAVED).on(saveEvent, nextSaveState).reset(loadFx.done);

  // An edit: the recipe runs on the current draft; its patches go to the history, the new draft to everyone.
  const applied = sample({
    clock: edited,
    source: $flow,
    filter: (flow): flow is Flow => flow !== null,
    fn: (flow, { recipe, label }) => {
      const [next, patches, inversePatches] = produceWithPatches(flow as Objectish, recipe as (draft: unknown) => void);
      return { flow: next as Flow, entry: { label, patches, inversePatches } };
    },
  });
  const effective = sample({ clock: applied, filter: ({ entry }) => entry.patches.length > 0 });
  $history.on(effective, (history, { entry }) => recordEdit(history, entry));
  sample({ clock: effective, fn: ({ flow }) => flow, target: changed });

  const stepped = (step: typeof undoStep) => ({
    source: { flow: $flow, history: $history },
    filter: ({ flow, history }: { flow: Flow | null; history: EditHistory }) => flow !== null && step(history) !== null,
    fn: ({ flow, history }: { flow: Flow | null; history: EditHistory }) => {
      const { patches, history: after } = step(history)!;
      return { flow: applyPatches(flow!, patches as never) as Flow, history: after };
    },
  });
  const undoneTo = sample({ clock: undone, ...stepped(undoStep) });
  const redoneTo = sample({ clock: redone, ...stepped(redoStep) });
  $history.on([undoneTo, redoneTo], (_, { history }) => history);
  sample({ clock: [undoneTo, redoneTo], fn: ({ flow }) => flow, target: changed });
  sample({ clock: changed, fn: (): SaveEvent => ({ type: 'edited' }), target: saveEvent });

  // Autosave: a PUT once edits pause for saveDelayMs (RxJS, since waiting for a pause is the point), and at once
  // on Retry, on closing the editor, and when edits were made while the previous PUT was under way.
  const changes$ = new Observable<Flow>((subscriber) => changed.watch((flow) => subscriber.next(flow)));
  /** Starts the autosave's timer; returns its stop (the screen starts it on mount, so React's StrictMode remount works). */
  const startAutosave = () => {
    const autosave = changes$.pipe(debounceTime(saveDelayMs)).subscribe(() => saveRequested());
    return () => autosave.unsubscribe();
  };
  const sendFx = attach({ source: { flow: $flow, revision: $revision }, mapParams: (_: void, loaded) => loaded as Loaded, effect: putFx });
  sample({ clock: [saveRequested, retried, closed], source: $saveState, filter: (state) => maySave(state) && !putFx.pending.getState(), target: sendFx });
  sample({ clock: putFx, fn: (): SaveEvent => ({ type: 'save-started' }), target: saveEvent });
  sample({ clock: putFx.done, fn: (): SaveEvent => ({ type: 'save-succeeded' }), target: saveEvent });
  sample({ clock: putFx.failData, fn: (error): SaveEvent => ({ type: error instanceof StaleDraft ? 'save-conflicted' : 'save-failed' }), target: saveEvent });
  sample({ clock: putFx.finally, source: $saveState, filter: (state) => state.status === 'unsaved', target: saveRequested });

  // A conflict keeps both drafts until the person chooses; nothing is lost either way (ours can be downloaded first).
  $conflict.on(putFx.failData, (current, error) => (error instanceof StaleDraft ? { theirs: error.theirs } : current)).reset(loadFx.done);
  const keptTheirs = sample({ clock: theirsKept, source: $conflict, filter: (conflict): conflict is Conflict => conflict !== null, fn: (conflict) => conflict!.theirs });
  $flow.on(keptTheirs, (_, theirs) => theirs.flow);
  $revision.on(keptTheirs, (_, theirs) => theirs.revision);
  $history.reset(keptTheirs);
  sample({ clock: keptTheirs, fn: (): SaveEvent => ({ type: 'conflict-resolved' }), target: saveEvent });
  // Keeping ours: it is saved over theirs, based on their revision.
  const keptMine = sample({ clock: mineKept, source: $conflict, filter: (conflict): conflict is Conflict => conflict !== null, fn: (conflict) => conflict!.theirs.revision });
  $revision.on(keptMine, (_, revision) => revision);
  sample({ clock: keptMine, fn: (): SaveEvent => ({ type: 'save-failed' }), target: saveEvent });
  sample({ clock: keptMine, target: retried });
  // Cleared only once a choice was taken from it (resetting on the click itself would race the two samples above).
  $conflict.reset([keptTheirs, keptMine]);

  // Publishing sends the saved draft's revision, so it is offered only once everything is saved.
  const $publish = createStore<PublishState>({ status: 'idle' })
    .on(publishRequestFx, () => ({ status: 'publishing' }))
    .on(publishRequestFx.doneData, (_, version) => ({ status: 'published', version }))
    .on(publishRequestFx.failData, (_, refusal) => ({ status: 'refused', ...refusal }))
    .reset(changed);
  $publishedVersion.on(publishRequestFx.doneData, (_, version) => version);
  sample({ clock: publishPressed, source: { revision: $revision, save: $saveState }, filter: ({ save }) => save.status === 'saved', fn: ({ revision }) => revision, target: publishRequestFx });

  sample({ clock: opened, target: loadFx });
  const $canUndo = $history.map((history) => history.past.at(-1)?.label ?? null);
  const $canRedo = $history.map((history) => history.future.at(-1)?.label ?? null);

  return {
    opened, edited, undone, redone, retried, theirsKept, mineKept, publishPressed, selected, languageChosen, closed, changed,
    $flow, $revision, $publishedVersion, $loadFailure, $saveState, $conflict, $selected, $language, $publish,
    $undoLabel: $canUndo, $redoLabel: $canRedo,
    startAutosave,
  };
}

export type EditorModel = ReturnType<typeof createEditorModel>;
