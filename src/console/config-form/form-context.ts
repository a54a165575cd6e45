import type { FlowLanguage } from './lookups';

/** What the project's own fields need beyond their value, handed to them as rjsf's formContext. */
export interface ConfigFormContext {
  /** The whole document being edited (a colour's contrast is with another field's colour). */
  formData: Record<string, unknown>;
  /** The languages of the flow the form is about. */
  languages: readonly FlowLanguage[];
  /** Choices for a picker field, by its `ui:options.source` (flows, nodes). */
  choices: Record<string, readonly { value: string; label: string }[]>;
}

export const contextOf = (registry: { formContext?: unknown }): ConfigFormContext =>
  (registry.formContext as ConfigFormContext | undefined) ?? { formData: {}, languages: [], choices: {} };
