import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorPanelProps, FlowProblem } from '../editor-panel';
import { describeLocation } from './describe-location';
import './problems.css';

interface Props extends Pick<EditorPanelProps, 'flow' | 'problems'> {
  /** The shell selects what the path points at (a state, an element, a transition) and shows its panel. */
  onSelect(path: FlowProblem['path']): void;
}

/** The draft's problems, errors before warnings, each a button that says where and what and goes there. */
export function ProblemsPanel({ flow, problems, onSelect }: Props) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const errors = problems.filter((p) => p.severity !== 'warning');
  const sorted = [...errors, ...problems.filter((p) => p.severity === 'warning')];
  return (
    <section className="cv-problems" aria-labelledby={headingId}>
      <h2 id={headingId} className="cv-problems__title">
        {t('editor.problems.title')}{' '}
        {problems.length > 0 ? <span className="cv-console-muted">({[
          errors.length > 0 ? t('editor.problems.errors', { count: errors.length }) : null,
          sorted.length > errors.length ? t('editor.problems.warnings', { count: sorted.length - errors.length }) : null,
        ].filter(Boolean).join(', ')})</span> : null}
      </h2>
      {problems.length === 0 ? <p className="cv-problems__none">{t('editor.problems.none')}</p> : null}
      {problems.length > 0 && errors.length === 0 ? <p className="cv-problems__none">{t('editor.problems.warningsOnly')}</p> : null}
      {sorted.length > 0 ? (
        <ul className="cv-problems__list">
          {sorted.map((problem, i) => {
            const warning = problem.severity === 'warning';
            return (
              <li key={`${problem.path.join('/')}|${problem.code}|${i}`}>
                <button type="button" className={`cv-problems__item cv-problems__item--${warning ? 'warning' : 'error'}`} onClick={() => onSelect(problem.path)}>
                  <span className="cv-problems__severity">{t(warning ? 'editor.problems.warning' : 'editor.problems.error')}</span>
                  {/* Read as "Error: State “Contact” › …: Names an option…"; the grid shows the parts apart. */}
                  <span className="cv-visually-hidden">: </span>
                  <span className="cv-problems__where">{describeLocation(t, flow, problem.path)}</span>
                  <span className="cv-visually-hidden">: </span>
                  <span className="cv-problems__what">{t(problem.message.key, problem.message.values)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
