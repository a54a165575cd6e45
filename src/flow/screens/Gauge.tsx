import { useTranslation } from 'react-i18next';
import type { FlowRuntime } from '../../engine';
import { visitedStates } from '../../engine';

/**
 * The gauge element: how far through the flow the respondent is. Branches make the total unknowable, so it is
 * the share of the flow's non-final states visited so far (SPEC 2.2 names the kind and leaves its meaning open).
 */
export function Gauge({ runtime }: { runtime: FlowRuntime }) {
  const { t } = useTranslation();
  const pages = runtime.flow.states.filter((s) => !s.isFinal).length;
  const done = runtime.flow.states[runtime.visit.state]!.isFinal ? pages : Math.min(pages, visitedStates(runtime).length);
  const percent = pages === 0 ? 100 : Math.round((done / pages) * 100);
  return (
    <div className="cv-gauge">
      <progress max={100} value={percent} aria-label={t('flow.progress', { percent })} />
    </div>
  );
}
