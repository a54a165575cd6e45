import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/SelectField';
import type { EditorPanelProps } from '../editor-panel';
import { newFixtureId, type FlowFixture } from './draft-fixtures';
import { PayloadSink } from './PayloadSink';
import { PreviewTests } from './PreviewTests';
import { RecordingBar } from './RecordingBar';
import { RespondentFrame, type FrameSize } from './RespondentFrame';
import { usePreviewSession } from './use-preview-session';
import './preview.css';

interface Props extends EditorPanelProps {
  /** The flow's recorded tests; the shell stores them (PUT/DELETE /v1/manage/flows/:id/fixtures/:fixtureId). */
  fixtures: readonly FlowFixture[];
  onFixturesChange(fixtures: readonly FlowFixture[]): void;
}

/**
 * The live preview beside the editor: the respondent's renderer on the unsaved draft, in a phone or desktop frame,
 * with the flow's languages, a jump to any state, a sink that shows what a submit would send, "Record as test",
 * and the flow's tests run against the draft.
 */
export function FlowPreview({ flow, registry, fixtures, onFixturesChange }: Props) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const [size, setSize] = useState<FrameSize>('phone');
  const { runtime, blockedCount, sent, recording, screen, problems, actions } = usePreviewSession(flow, registry);

  return (
    <section className="cv-preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="cv-preview__title">{t('editor.preview.title')}</h2>
      <div className="cv-preview__toolbar">
        <div className="cv-preview__sizes" role="group" aria-label={t('editor.preview.frame')}>
          {(['phone', 'desktop'] as const).map((option) => (
            <button key={option} type="button" className="cv-button cv-button--secondary" aria-pressed={size === option} onClick={() => setSize(option)}>
              {t(`editor.preview.${option}`)}
            </button>
          ))}
        </div>
        {runtime && runtime.flow.languages.length > 1 ? (
          <SelectField
            label={t('editor.preview.language')}
            value={runtime.language.code}
            onChange={(event) => actions.language(event.target.value)}
            options={runtime.flow.languages.map((language) => ({ value: language.code, label: language.name ?? language.code }))}
          />
        ) : null}
        {runtime ? (
          <SelectField
            label={t('editor.preview.jumpTo')}
            value={runtime.flow.stateId(runtime.visit.state)}
            disabled={recording !== null}
            onChange={(event) => actions.jump(event.target.value)}
            options={runtime.flow.states.map((state) => ({ value: state.source.id, label: `${state.index + 1}. ${state.source.name || state.source.id}` }))}
          />
        ) : null}
        <button type="button" className="cv-button cv-button--secondary" onClick={actions.restart} disabled={!runtime || recording !== null}>{t('editor.preview.restart')}</button>
      </div>
      {problems ? (
        <div className="cv-preview__notice" role="status">
          <p>{runtime ? t('editor.preview.invalidDraft', { count: problems.length }) : t('editor.preview.noValidDraft', { count: problems.length })}</p>
          <ul>{problems.slice(0, 5).map((problem, i) => <li key={i}>{problem}</li>)}</ul>
        </div>
      ) : null}
      {runtime ? (
        <>
          <RecordingBar
            recording={recording}
            runtime={runtime}
            flow={runtime.flow.source}
            defaultName={t('editor.preview.record.defaultName', { number: fixtures.length + 1 })}
            onStart={actions.startRecording}
            onStop={actions.stopRecording}
            onSave={(document) => {
              onFixturesChange([...fixtures, { id: newFixtureId(), document }]);
              actions.stopRecording();
            }}
          />
          <RespondentFrame screen={screen} runtime={runtime} registry={registry} size={size} label={t('editor.preview.respondentView')} blockedCount={blockedCount} onAnswer={actions.answer} onNext={actions.next} onBack={actions.back} />
        </>
      ) : null}
      {sent ? <PayloadSink payload={sent} onClose={actions.closeSink} /> : null}
      <PreviewTests flow={flow} registry={registry} fixtures={fixtures} onFixturesChange={onFixturesChange} />
    </section>
  );
}
