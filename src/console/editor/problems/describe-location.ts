import type { TFunction } from 'i18next';
import type { Flow } from '../../../types/schemas';
import { optionLabel, questionLabel, shortText, stateLabel } from '../logic/flow-labels';

type T = TFunction<'console'>;

/**
 * A question's field as the property form calls it: `style` is the question's, `field` the property names from the
 * question down (['max'], ['extra', 'min_label'], ['options', 'key']: an option's key), indexes left out.
 */
export type QuestionFieldLabel = (style: string, field: readonly string[]) => string;

/**
 * Where a path points, the way an author finds it: "State “Welcome” › question “How likely…” › option “Yes”".
 * Walks the flow as far as the path leads; a question's field at the end is named by `fieldLabel` when given (the
 * label its property form shows), any other field by its key.
 */
export function describeLocation(t: T, flow: Flow, path: readonly (string | number)[], fieldLabel?: QuestionFieldLabel): string {
  const parts: string[] = [];
  let node: unknown = flow;
  // The property names walked inside a question, for its field's label; undefined outside one.
  let questionField: string[] | undefined;
  let style: string | undefined;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i]!;
    const index = path[i + 1];
    const item = typeof index === 'number' ? (node as Record<string, unknown[]> | undefined)?.[key]?.[index] : undefined;
    const part = typeof index === 'number' ? describeItem(t, flow, String(key), index, item) : undefined;
    if (part !== undefined) {
      parts.push(part);
      node = item;
      questionField?.push(String(key));
      i += 1;
    } else if (key === 'question' && questionField === undefined) {
      node = (node as Record<string, unknown> | undefined)?.question;
      style = (node as { style?: unknown } | undefined)?.style as string | undefined;
      questionField = [];
    } else {
      const rest = path.slice(i);
      const field = fieldLabel && questionField && style !== undefined
        ? fieldLabel(style, [...questionField, ...rest.filter((part): part is string => typeof part === 'string')])
        : rest.join('.');
      parts.push(t('editor.problems.where.field', { field }));
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
