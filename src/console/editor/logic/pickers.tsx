import type { TFunction } from 'i18next';
import { DEFAULT_THANK_STATE_ID } from '../../../engine/compiled-flow';
import type { Flow } from '../../../types/schemas';
import { questionLabel, shortText, stateLabel } from './flow-labels';

type T = TFunction<'console'>;

/** <option>s of the states a move can lead to, the end of the flow first ("skip to the end"), and a deleted one kept visible. */
export function TargetOptions({ t, flow, current }: { t: T; flow: Flow; current?: string }) {
  const missing = current !== undefined && current !== DEFAULT_THANK_STATE_ID && !flow.states.some((s) => s.id === current);
  return (
    <>
      <option value={DEFAULT_THANK_STATE_ID}>{t('editor.logic.target.end')}</option>
      {flow.states.map((state) => <option key={state.id} value={state.id}>{stateLabel(state)}</option>)}
      {missing ? <option value={current}>{t('editor.logic.describe.missingState', { id: current })}</option> : null}
    </>
  );
}

/** <option>s of every question, grouped by state; a deleted one kept visible so the select shows the truth. */
export function QuestionOptions({ t, flow, current }: { t: T; flow: Flow; current?: string }) {
  const exists = current === undefined || flow.states.some((s) => s.elements.some((e) => e.question && (e.id === current || e.question.id === current)));
  return (
    <>
      {!exists ? <option value={current}>{t('editor.logic.describe.missingQuestion', { id: current })}</option> : null}
      {flow.states.map((state) => {
        const questions = state.elements.filter((e) => e.question);
        return questions.length === 0 ? null : (
          <optgroup key={state.id} label={stateLabel(state)}>
            {questions.map((element) => <option key={element.id} value={element.id}>{questionLabel(element, flow)}</option>)}
          </optgroup>
        );
      })}
    </>
  );
}

/** <option>s of every element a trigger can show or hide, grouped by state. */
export function ElementOptions({ flow, exclude }: { flow: Flow; exclude: readonly string[] }) {
  return (
    <>
      {flow.states.map((state) => {
        const elements = state.elements.filter((e) => !exclude.includes(e.id));
        return elements.length === 0 ? null : (
          <optgroup key={state.id} label={stateLabel(state)}>
            {elements.map((element) => (
              <option key={element.id} value={element.id}>
                {element.question ? questionLabel(element, flow) : shortText(element.body, flow) ?? `${element.type} ${element.id}`}
              </option>
            ))}
          </optgroup>
        );
      })}
    </>
  );
}
