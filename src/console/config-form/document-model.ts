import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiFailure, expectOk } from '../api/api-failure';
import { failureOf } from '../app/request-state';

export interface Tagged<T> {
  document: T;
  /** The ETag the document was read or written with: sent back as If-Match. */
  etag: string;
}

/** A call of the generated client whose answer carries an ETag, as data plus that tag. */
export async function taggedOk<T, R extends { response: Response; error?: unknown; data?: T }>(call: Promise<R>): Promise<Tagged<T>> {
  let response: Response | undefined;
  const document = (await expectOk(call.then((answer) => ((response = answer.response), answer)))) as T;
  return { document, etag: response?.headers.get('etag') ?? '' };
}

export interface DocumentIo<T> {
  load(key: string): Promise<Tagged<T>>;
  save(key: string, document: T, etag: string): Promise<Tagged<T>>;
}

/**
 * One node or widget being edited: what is stored (with its ETag), the person's working copy, and saving with
 * If-Match. A 412 (someone saved meanwhile) keeps the working copy and offers two ways on: save mine over theirs
 * (read their ETag, then write), or drop mine and load theirs. Nothing typed is lost until the person says so.
 */
export function createDocumentModel<T>(io: DocumentIo<T>) {
  const opened = createEvent<string>();
  const edited = createEvent<T>();
  const saveSubmitted = createEvent();
  const overwriteChosen = createEvent();
  const theirsChosen = createEvent();

  const $key = createStore<string | null>(null).on(opened, (_, key) => key);
  const loadFx = createEffect<string, Tagged<T>, ApiFailure>((key) => io.load(key));
  const $etag = createStore('');
  const $stored = createStore<T | null>(null).reset(opened);
  const $draft = createStore<T | null>(null).on(edited, (_, document) => document).reset(opened);

  const saveFx = attach({
    source: { key: $key, draft: $draft, etag: $etag },
    effect: createEffect<{ key: string | null; draft: T | null; etag: string }, Tagged<T>, ApiFailure>(({ key, draft, etag }) => {
      if (key === null || draft === null) throw new ApiFailure(0, 'not_loaded', 'Nothing to save');
      return io.save(key, draft, etag);
    }),
  });
  const overwriteFx = attach({
    source: { key: $key, draft: $draft },
    effect: createEffect<{ key: string | null; draft: T | null }, Tagged<T>, ApiFailure>(async ({ key, draft }) => {
      if (key === null || draft === null) throw new ApiFailure(0, 'not_loaded', 'Nothing to save');
      const theirs = await io.load(key);
      return io.save(key, draft, theirs.etag);
    }),
  });

  const $conflict = createStore(false)
    .on(saveFx.failData, (_, failure) => failure.status === 412)
    .on(overwriteFx.failData, (_, failure) => failure.status === 412)
    .reset(opened, saveFx.done, overwriteFx.done, loadFx.done);
  /** Whether the last save went through and nothing was changed since: "Saved" shows until the next edit. */
  const $justSaved = createStore(false).on([saveFx.done, overwriteFx.done], () => true).reset(opened, edited, saveFx, overwriteFx);

  /** Edited since it was read or saved: the save bar stays in view and says so. */
  const $dirty = createStore(false).on(edited, () => true).reset(opened, loadFx.done, saveFx.done, overwriteFx.done);

  for (const source of [loadFx.doneData, saveFx.doneData, overwriteFx.doneData]) {
    $stored.on(source, (_, tagged) => tagged.document);
    $draft.on(source, (_, tagged) => tagged.document);
    $etag.on(source, (_, tagged) => tagged.etag);
  }
  sample({ clock: opened, target: loadFx });
  sample({ clock: saveSubmitted, target: saveFx });
  sample({ clock: overwriteChosen, target: overwriteFx });
  sample({ clock: theirsChosen, source: $key, filter: (key): key is string => key !== null, target: loadFx });

  const $saveFailure = createStore<ApiFailure | null>(null)
    .on([saveFx.failData, overwriteFx.failData], (_, failure) => (failure.status === 412 ? null : failure))
    .reset(opened, saveFx, overwriteFx);

  return {
    opened, edited, saveSubmitted, overwriteChosen, theirsChosen,
    $stored, $draft, $etag, $conflict, $justSaved, $dirty, $saveFailure,
    $loadFailure: failureOf(loadFx),
    $saving: saveFx.pending,
    $overwriting: overwriteFx.pending,
  };
}

export type DocumentModel<T> = ReturnType<typeof createDocumentModel<T>>;
