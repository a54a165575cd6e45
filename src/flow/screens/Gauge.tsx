import { useTranslation } from 'react-i18next';
import { flowProgress, type FlowRuntime } from '../../engine';

/** The gauge element: how far through the flow the respondent is (src/engine/progress.ts says how that is counted). */
export function Gauge({ runtime }: { runtime: FlowRuntime }) {
  const { t } = useTranslation();
  const percent = Math.round(flowProgress(runtime) * 100);
  return (
    <div className="cv-gauge">
      <progress max={100} value={percent} aria-label={t('flow.progress', { percent })} />
    </div>
  );
}
