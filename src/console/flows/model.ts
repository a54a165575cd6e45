import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk, type ApiFailure } from '../api/api-failure';
import type { FlowDetail, FlowSummary, FlowTemplate } from '../api/types';
import { createResource, failureOf } from '../app/request-state';

export interface NewFlowInput {
  name: string;
  /** A template's id; none for a blank flow. */
  template?: string;
}

/** Where the flow editor (issue #18) opens a flow. */
export const flowEditorPath = (id: string) => `/console/flows/${encodeURIComponent(id)}`;

/**
 * The flows list (GET /v1/manage/flows, archived ones on their own), the templates a new flow may start from, and
 * the list's writes: create (then the editor opens it), duplicate, archive and unarchive (If-Match: the revision).
 */
export function createFlowsModel(api: ApiClient) {
  const $showArchived = createStore(false);
  const showArchivedToggled = createEvent<boolean>();
  $showArchived.on(showArchivedToggled, (_, value) => value);

  const list = createResource(() => expectOk(api.GET('/v1/manage/flows', { params: { query: { archived: $showArchived.getState() } } })));
  // Named in the console's language (the API falls back to English).
  const loadTemplatesFx = createEffect<string, FlowTemplate[], ApiFailure>((lang) => expectOk(api.GET('/v1/manage/flow-templates', { params: { query: { lang } } })));
  const templatesWanted = createEvent<string>();
  const $templates = createStore<FlowTemplate[] | null>(null).on(loadTemplatesFx.doneData, (_, templates) => templates).reset(templatesWanted);
  sample({ clock: templatesWanted, target: loadTemplatesFx });

  const createFx = createEffect<NewFlowInput, FlowDetail, ApiFailure>((body) => expectOk(api.POST('/v1/manage/flows', { body })));
  const duplicateFx = createEffect<FlowSummary, FlowDetail, ApiFailure>((flow) => expectOk(api.POST('/v1/manage/flows/{id}/duplicate', { params: { path: { id: flow.id } } })));
  const archiveFx = createEffect<{ flow: FlowSummary; archived: boolean }, FlowDetail, ApiFailure>(({ flow, archived }) =>
    expectOk(api.POST('/v1/manage/flows/{id}/archive', { params: { path: { id: flow.id } }, body: { archived }, headers: { 'if-match': `"${flow.revision}"` } })));

  const opened = createEvent();
  const createSubmitted = createEvent<NewFlowInput>();
  const duplicateChosen = createEvent<FlowSummary>();
  const archiveConfirmed = createEvent<{ flow: FlowSummary; archived: boolean }>();

  /** What the last write did, for the screen's status line: a copy's name, or an archived/unarchived flow's. */
  const $lastChange = createStore<{ kind: 'duplicated' | 'archived' | 'unarchived'; name: string } | null>(null)
    .on(duplicateFx.doneData, (_, copy) => ({ kind: 'duplicated', name: copy.draft.name ?? copy.id }))
    .on(archiveFx.done, (_, { params }) => ({ kind: params.archived ? 'archived' : 'unarchived', name: params.flow.name ?? params.flow.id }))
    .reset(opened, duplicateFx, archiveFx);

  sample({ clock: opened, target: list.opened });
  sample({ clock: showArchivedToggled, target: list.opened });
  sample({ clock: createSubmitted, target: createFx });
  sample({ clock: duplicateChosen, target: duplicateFx });
  sample({ clock: archiveConfirmed, target: archiveFx });
  // A refused archive (412: changed meanwhile) reloads too, so the next try carries the current revision.
  sample({ clock: [duplicateFx.done, archiveFx.finally], target: list.reloaded });

  return {
    opened, reloaded: list.reloaded, $data: list.$data, $failure: list.$failure,
    $showArchived, showArchivedToggled,
    templatesWanted, $templates, $templatesFailure: failureOf(loadTemplatesFx),
    createSubmitted, created: createFx.doneData, $createPending: createFx.pending, $createFailure: failureOf(createFx),
    duplicateChosen, archiveConfirmed, $lastChange,
    $writeFailure: createStore<ApiFailure | null>(null).on([duplicateFx.failData, archiveFx.failData], (_, failure) => failure).reset(opened, duplicateFx, archiveFx),
  };
}
