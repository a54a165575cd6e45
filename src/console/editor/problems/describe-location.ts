import type { TFunction } from 'i18next';
import type { Flow } from '../../../types/schemas';
import { optionLabel, questionLabel, shortText, stateLabel } from '../logic/flow-labels';

type T = TFunction<'console'>;

/**
 * Where a path points, the way an author finds it: "State “Welcome” › question “How likely…” › option “Yes”".
 * Walks the flow as far as the path leads; a field at the end is named as the schema names it.
 */
export function describeLocation(t: T, flow: Flow, path: readonly (string | number)[]): string {
  const parts: string[] = [];
  let node: unknown = flow;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i]!;
    const index = path[i + 1];
    const item = typeof index === 'number' ? (node as Record<string, unknown[]> | undefined)?.[key]?.[index] : undefined;
    const part = typeof index === 'number' ? describeItem(t, flow, String(key), index, item) : undefined;
    if (part !== undefined) {
      parts.push(part);
      node = item;
      i += 1;
    } else if (key === 'question') {
      node = (node as Record<string, unknown> | undefined)?.question;
    } else {
      parts.push(t('editor.problems.where.field', { field: path.slice(i).join('.') }));
      break;
    }
  }
  return parts.length === 0 ? t('editor.problems.where.flow') : parts.join(' › ');
}

function describeItem(t: T, flow: Flow, list: string, index: number, item: unknown): string | undefined {
  const n = index + 1;
  const any = item as Record<string, unknown> | undefined;
  switch (list) {
    case 'states':
      return t('editor.problems.where.state', { name: any ? stateLabel(any as never) : n });
    case 'elements': {
      if (!any) return t('editor.problems.where.element', { name: n });
      const element = any as never as Parameters<typeof questionLabel>[0];
      if (element.question) return t('editor.problems.where.question', { name: questionLabel(element, flow) });
      return t('editor.problems.where.element', { name: shortText(element.body, flow) ?? element.id });
    }
    case 'options':
      return t('editor.problems.where.option', { name: any ? optionLabel(any as never, flow) : n });
    case 'statements':
      return t('editor.problems.where.row', { name: any ? optionLabel(any as never, flow) : n });
    case 'triggers':
      return t('editor.problems.where.trigger', { n });
    case 'transitions': {
      const from = flow.states?.find((s) => s.id === any?.fromStateId);
      return t('editor.problems.where.transition', { n, from: from ? stateLabel(from) : String(any?.fromStateId ?? '') });
    }
    case 'rules':
      return t('editor.problems.where.rule', { n });
    case 'languages':
      return t('editor.problems.where.language', { name: String(any?.code ?? n) });
    default:
      return undefined;
  }
}
