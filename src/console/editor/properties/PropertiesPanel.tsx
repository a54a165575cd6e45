import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FlowElement } from '../../../types/schemas';
import { useEditor } from '../editor-context';
import type { EditorPanelProps, FlowProblem } from '../editor-panel';
import { EditorIcon } from '../EditorIcon';
import { idsOf, newId } from '../ids';
import { locateElement } from '../structure/flow-edits';
import { summaryOf } from '../structure/element-summary';
import { styleTitle } from '../structure/palette';
import { COMMON_QUESTION_FIELDS, commonQuestionForm, elementForm, styleForm, uiSchemaOf } from './form-schema';
import type { PropertyFormContext } from './form-context';
import { mergeFields, pickFields } from './merge-fields';
import { problemsAt } from './problem-errors';
import { settingsLabel } from './settings-labels';
import { PropertyForm } from './PropertyForm';

/** The first field whose value differs: what an edit changed, to name it for the undo button. */
const changedField = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].find((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));

/**
 * The selected element's properties (the Build tab): a question's common fields, then its style's own fields from
 * its plugin's settings schema (or flow.schema.json's question, generically); another element's fields from the
 * element definition. Problems found in the draft show on the field they are about.
 */
export function PropertiesPanel({ flow, edit, registry, problems }: EditorPanelProps) {
  const { t } = useTranslation('console');
  const { model, readOnly } = useEditor();
  const [selectedId, language] = useUnit([model.$selected, model.$language]);
  const place = selectedId ? locateElement(flow, selectedId) : null;
  const element = place ? flow.states[place.stateIndex]!.elements[place.elementIndex] : undefined;
  if (!place || !element) {
    return (
      <div className="cv-editor-empty">
        <EditorIcon path="M4 4l7 17 2.5-7.5L21 11z" size={28} />
        <p>{t('editor.properties.nothingSelected')}</p>
      </div>
    );
  }
  return <ElementProperties key={element.id} element={element} place={place} flow={flow} edit={edit} registry={registry} problems={problems} language={language} readOnly={readOnly} />;
}

interface ElementProps extends EditorPanelProps {
  element: FlowElement;
  place: { stateIndex: number; elementIndex: number };
  language: string;
  readOnly: boolean;
}

function ElementProperties({ element, place, flow, edit, registry, problems, language, readOnly }: ElementProps) {
  const { t, i18n } = useTranslation('console');
  const { stateIndex, elementIndex } = place;
  const question = element.question;
  const style = question?.style;
  const plugin = style ? registry[style] : undefined;
  const summary = summaryOf(element, language, t, registry);
  const settingsSchema = plugin?.editor?.settingsSchema;
  // A field's name: the console's for the common fields and a style described by no plugin; a described style's own
  // fields through its translations, the SDK's shared wording or its schema's title (settings-labels.ts).
  const fieldTitle = (name: string, ownTitle?: string) =>
    t(!style && name === 'body' ? 'editor.fields.elementBody' : `editor.fields.${name}`, { defaultValue: ownTitle ?? name });
  const styleLabel = (path: readonly string[]) => settingsLabel(t, i18n, style!, settingsSchema, path);

  const forms = useMemo(() => {
    const made = (schema: RJSFSchema, own?: Readonly<Record<string, unknown>>) => ({ schema, uiSchema: uiSchemaOf(schema, fieldTitle, own) });
    if (!style) return { element: made(elementForm(element.type)) };
    const styleSchema = styleForm(settingsSchema);
    const styleUi = settingsSchema
      ? uiSchemaOf(styleSchema, (_name, _title, path) => styleLabel(path).title, plugin?.editor?.uiSchema, (path) => styleLabel(path).description)
      : uiSchemaOf(styleSchema, fieldTitle);
    return { common: made(commonQuestionForm(), { 'ui:order': [...COMMON_QUESTION_FIELDS, '*'] }), visibility: made(elementForm('question')), style: { schema: styleSchema, uiSchema: styleUi } };
  }, [style, element.type, plugin, t]);

  const context: PropertyFormContext = {
    language,
    languages: flow.languages.map((entry) => entry.code),
    newOptionId: () => newId('o', idsOf(flow)),
  };
  const message = (problem: FlowProblem) => t(problem.message.key, problem.message.values);
  const elementPath = ['states', stateIndex, 'elements', elementIndex];
  const questionProblems = problemsAt(problems, [...elementPath, 'question'], message);
  const elementProblems = problemsAt(problems.filter((problem) => problem.path[4] !== 'question'), elementPath, message);

  const change = (schema: RJSFSchema, before: Record<string, unknown>, target: 'question' | 'element') => (after: Record<string, unknown>) => {
    const field = changedField(before, after);
    if (!field) return;
    edit((draft) => {
      const found = draft.states[stateIndex]?.elements[elementIndex];
      const object = target === 'question' ? found?.question : found;
      if (object) mergeFields(object as unknown as Record<string, unknown>, after, schema);
    }, t('editor.edits.changeField', { field: settingsSchema && field in ((settingsSchema.properties ?? {}) as object) ? styleLabel([field]).title : fieldTitle(field) }));
  };

  const form = (key: string, made: { schema: RJSFSchema; uiSchema: UiSchema }, source: object, target: 'question' | 'element', errors: ErrorSchema) => {
    const data = pickFields(source, made.schema);
    return (
      <PropertyForm idPrefix={`cv-${key}-${element.id}`} schema={made.schema} uiSchema={made.uiSchema} formData={data} context={context}
        extraErrors={errors} readOnly={readOnly} onChange={change(made.schema, data, target)} />
    );
  };

  return (
    <div className="cv-editor-properties">
      <div className="cv-editor-properties__header">
        <span className="cv-editor-element__icon"><EditorIcon path={summary.icon} /></span>
        <div>
          <h2 className="cv-editor-panel-title">{summary.kind}</h2>
          <p className="cv-console-muted cv-editor-properties__id">{t('editor.properties.id', { id: question?.id ?? element.id })}</p>
        </div>
      </div>
      {[...questionProblems.general, ...elementProblems.general].map((text) => <p key={text} className="cv-editor-field__error" role="note">{text}</p>)}
      {forms.element ? form('element', forms.element, element, 'element', elementProblems.errors) : null}
      {forms.common && question ? (
        <section aria-label={t('editor.properties.question')} className="cv-editor-properties__section">
          {form('common', forms.common, question, 'question', questionProblems.errors)}
          {forms.visibility ? form('visibility', forms.visibility, element, 'element', elementProblems.errors) : null}
        </section>
      ) : null}
      {forms.style && question ? (
        <section aria-labelledby={`cv-style-${element.id}`} className="cv-editor-properties__section">
          <h3 id={`cv-style-${element.id}`} className="cv-editor-properties__subtitle">{t('editor.properties.styleSettings', { style: styleTitle(t, registry, question.style) })}</h3>
          {plugin?.editor ? form('style', forms.style, question, 'question', questionProblems.errors) : (
            // Without its plugin's description a style gets every question field; folded, as most do not apply.
            <details className="cv-editor-generic">
              <summary>{t('editor.properties.allFields')}</summary>
              <p className="cv-console-muted">{t('editor.properties.generic')}</p>
              {form('style', forms.style, question, 'question', questionProblems.errors)}
            </details>
          )}
        </section>
      ) : null}
    </div>
  );
}
