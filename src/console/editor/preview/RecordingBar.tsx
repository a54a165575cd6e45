import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowRuntime } from '../../../engine';
import type { Fixture, Flow } from '../../../types/schemas';
import { finishRecording, type Recording } from './recording';

interface Props {
  recording: Recording | null;
  runtime: FlowRuntime;
  /** The version of the draft the preview runs (the last valid one), stored in the fixture. */
  flow: Flow;
  defaultName: string;
  onStart(): void;
  onStop(): void;
  onSave(fixture: Fixture): void;
}

/**
 * "Record as test": starting goes back to the first state (a test replays from there); what the author answers
 * and presses is recorded; stopping asks for the test's name and saves the path as a fixture.
 */
export function RecordingBar({ recording, runtime, flow, defaultName, onStart, onStop, onSave }: Props) {
  const { t } = useTranslation('console');
  const [name, setName] = useState<string | null>(null);
  const inputId = useId();
  if (!recording) {
    return (
      <div className="cv-preview__record">
        <button type="button" className="cv-button cv-button--secondary" onClick={onStart}>
          <span className="cv-preview__record-dot" aria-hidden="true" /> {t('editor.preview.record.start')}
        </button>
        <span className="cv-preview__hint">{t('editor.preview.record.hint')}</span>
      </div>
    );
  }
  const steps = recording.steps.length;
  if (name === null) {
    return (
      <div className="cv-preview__record cv-preview__record--on">
        <p role="status" className="cv-preview__record-status">
          <span className="cv-preview__record-dot cv-preview__record-dot--on" aria-hidden="true" /> {t('editor.preview.record.recording', { count: steps })}
        </p>
        <button type="button" className="cv-button cv-button--primary" onClick={() => setName(defaultName)}>{t('editor.preview.record.stop')}</button>
        <button type="button" className="cv-button cv-button--secondary" onClick={onStop}>{t('editor.preview.record.discard')}</button>
      </div>
    );
  }
  const save = () => {
    onSave(finishRecording(recording, runtime, name.trim() || defaultName, flow));
    setName(null);
  };
  return (
    <form className="cv-preview__record cv-preview__record--on" onSubmit={(event) => (event.preventDefault(), save())}>
      <label htmlFor={inputId} className="cv-console-field__label">{t('editor.preview.record.nameLabel', { count: steps })}</label>
      <input id={inputId} className="cv-console-input" value={name} onChange={(event) => setName(event.target.value)} autoFocus />
      <button type="submit" className="cv-button cv-button--primary">{t('editor.preview.record.save')}</button>
      <button type="button" className="cv-button cv-button--secondary" onClick={() => (setName(null), onStop())}>{t('editor.preview.record.discard')}</button>
    </form>
  );
}
