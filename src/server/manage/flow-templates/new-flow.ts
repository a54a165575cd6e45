import { randomBytes } from 'node:crypto';
import type { Flow } from '../../../types/schemas';
import { ApiError } from '../../api-error';
import { FLOW_TEMPLATES, type FlowTemplate } from './catalog';

/** Flow ids are the primary key of flows across the whole server; element, question and option ids are per flow. */
export const newFlowId = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

/** A flow with one empty page, for "New flow → Blank". */
const blankFlow = (id: string, name: string): Flow => ({
  id, name, defaultLanguageId: 1, languages: [{ id: 1, code: 'en', name: 'English' }],
  states: [{ id: 's-start', name: 'Page 1', isInitialState: true, elements: [] }],
});

function templateById(id: string): FlowTemplate {
  const template = FLOW_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new ApiError(400, 'invalid_request', `There is no template "${id}" (GET /v1/manage/flow-templates lists them)`);
  return template;
}

/** The new flow for `{ name, template? }`, and the template (whose fixture comes with it) when one was named. */
export function flowFromTemplate(name: string, templateId: string | undefined): { flow: Flow; template?: FlowTemplate } {
  if (templateId === undefined) return { flow: blankFlow(newFlowId('flow'), name) };
  const template = templateById(templateId);
  return { flow: { ...structuredClone(template.flow), id: newFlowId(template.id), name }, template };
}
