import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { Flow } from '../../../types/schemas';
import { describeStep } from './describe-step';
import type { DraftFixtureResult, FlowFixture } from './draft-fixtures';
import { useFixtureResults } from './use-fixture-results';

interface Props {
  flow: Flow;
  registry: PluginRegistry;
  fixtures: readonly FlowFixture[];
  onFixturesChange(fixtures: readonly FlowFixture[]): void;
}

/**
 * The flow's recorded tests, each replayed against the current draft after every edit (useFixtureResults). Its
 * heading, like the sink's, is a level 2 as the preview's own: the respondent's page above them brings a level 1.
 */
export function PreviewTests({ flow, registry, fixtures, onFixturesChange }: Props) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const results = useFixtureResults(fixtures, flow, registry);
  const failing = fixtures.filter((f) => results.get(f.id)?.passed === false).length;
  const running = fixtures.some((f) => !results.has(f.id));

  return (
    <section className="cv-preview-tests" aria-labelledby={headingId}>
      <h2 id={headingId} className="cv-preview-tests__title">{t('editor.preview.tests.title')}</h2>
      {fixtures.length === 0 ? (
        <p className="cv-preview-tests__empty">{t('editor.preview.tests.none')}</p>
      ) : (
        <>
          <p className="cv-preview-tests__summary" role="status">
            {failing > 0 ? t('editor.preview.tests.someFail', { count: failing }) : running ? t('editor.preview.tests.running') : t('editor.preview.tests.allPass', { count: fixtures.length })}
          </p>
          <ul className="cv-preview-tests__list">
            {fixtures.map((fixture) => (
              <TestRow
                key={fixture.id}
                fixture={fixture}
                flow={flow}
                result={results.get(fixture.id)}
                onRename={(name) => onFixturesChange(fixtures.map((f) => (f.id === fixture.id ? { ...f, document: { ...f.document, name } } : f)))}
                onDelete={() => onFixturesChange(fixtures.filter((f) => f.id !== fixture.id))}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface RowProps {
  fixture: FlowFixture;
  flow: Flow;
  /** Absent while the test's first run is pending. */
  result: DraftFixtureResult | undefined;
  onRename(name: string): void;
  onDelete(): void;
}

function TestRow({ fixture, flow, result, onRename, onDelete }: RowProps) {
  const { t } = useTranslation('console');
  const [naming, setNaming] = useState<string | null>(null);
  const inputId = useId();
  const name = fixture.document.name;
  const save = () => {
    if (naming?.trim()) onRename(naming.trim());
    setNaming(null);
  };
  return (
    <li className={`cv-preview-test cv-preview-test--${!result ? 'running' : result.passed ? 'pass' : 'fail'}`}>
      <div className="cv-preview-test__row">
        <span className="cv-preview-test__status">
          <span aria-hidden="true">{!result ? '…' : result.passed ? '✓' : '✗'}</span> {t(!result ? 'editor.preview.tests.runningOne' : result.passed ? 'editor.preview.tests.passes' : 'editor.preview.tests.fails')}
        </span>
        {naming === null ? (
          <>
            <span className="cv-preview-test__name">{name}</span>
            <span className="cv-preview-test__actions">
              <button type="button" className="cv-button cv-button--secondary" onClick={() => setNaming(name)} aria-label={t('editor.preview.tests.renameNamed', { name })}>{t('editor.preview.tests.rename')}</button>
              <button type="button" className="cv-button cv-button--danger-quiet" onClick={onDelete} aria-label={t('editor.preview.tests.deleteNamed', { name })}>{t('editor.preview.tests.delete')}</button>
            </span>
          </>
        ) : (
          <form className="cv-preview-test__rename" onSubmit={(event) => (event.preventDefault(), save())}>
            <label htmlFor={inputId} className="cv-visually-hidden">{t('editor.preview.tests.nameLabel')}</label>
            <input id={inputId} className="cv-console-input" value={naming} onChange={(event) => setNaming(event.target.value)} onKeyDown={(event) => event.key === 'Escape' && setNaming(null)} autoFocus required />
            <button type="submit" className="cv-button cv-button--primary">{t('editor.preview.tests.saveName')}</button>
            <button type="button" className="cv-button cv-button--secondary" onClick={() => setNaming(null)}>{t('common.cancel')}</button>
          </form>
        )}
      </div>
      {!result || result.passed ? null : (
        <div className="cv-preview-test__failure">
          <p>
            {result.failedAt?.kind === 'step'
              ? t('editor.preview.tests.failedAt', { number: result.failedAt.number, step: describeStep(result.failedAt.step, flow, t) })
              : t(result.failedAt?.kind === 'flow' ? 'editor.preview.tests.failedFlow' : 'editor.preview.tests.failedAtEnd')}
          </p>
          <ul className="cv-preview-test__details">
            {result.details.map((line) => <li key={line}><code>{line}</code></li>)}
          </ul>
        </div>
      )}
    </li>
  );
}
