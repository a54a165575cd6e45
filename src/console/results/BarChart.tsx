import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatNumber } from '../ui/format';

export interface ChartBar {
  key: string;
  label: string;
  count: number;
}

const WIDTH = 320;
const ROW = 34;

const percentOf = (count: number, of: number, language: string) =>
  of === 0 ? '–' : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(count / of);

/**
 * Horizontal bars (visx: an SVG the browser scales, no canvas) with the label above each bar and its count and
 * percentage at the end. The SVG is one image with a text alternative; the same numbers are a table beside it
 * (`ChartTable`), for screen readers and copy-paste.
 */
export function BarChart({ bars, of, title, relative = false }: { bars: readonly ChartBar[]; of: number; title: string; relative?: boolean }) {
  const { t, i18n } = useTranslation('console');
  const id = useId();
  // Bars are shares of `of` (the feedbacks that answered), as their percentages say; `relative` (a trend) scales
  // them to the longest instead.
  const whole = Math.max(1, relative ? 0 : of, ...bars.map((bar) => bar.count));
  const x = scaleLinear<number>({ domain: [0, whole], range: [0, WIDTH] });
  const height = bars.length * ROW;
  return (
    <figure className="cv-results-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title`} className="cv-results-chart__svg">
        <title id={`${id}-title`}>{t('results.chartAlt', { title, values: bars.map((bar) => `${bar.label}: ${bar.count}`).join(', ') })}</title>
        {bars.map((bar, i) => (
          <Group key={bar.key} top={i * ROW}>
            <text x={0} y={12} className="cv-results-chart__label">{bar.label.length > 38 ? `${bar.label.slice(0, 37)}…` : bar.label}</text>
            <text x={WIDTH} y={12} textAnchor="end" className="cv-results-chart__value">{`${formatNumber(bar.count, i18n.language)} · ${percentOf(bar.count, of, i18n.language)}`}</text>
            <rect x={0} y={17} width={WIDTH} height={11} rx={3} className="cv-results-chart__track" />
            <Bar x={0} y={17} width={Math.max(bar.count > 0 ? 2 : 0, x(bar.count))} height={11} rx={3} className="cv-results-chart__bar" />
          </Group>
        ))}
      </svg>
    </figure>
  );
}

/** A chart's numbers as a table, in a disclosure that keyboards and screen readers open like any other. */
export function ChartTable({ bars, of, labelHeading }: { bars: readonly ChartBar[]; of: number; labelHeading: string }) {
  const { t, i18n } = useTranslation('console');
  return (
    <details className="cv-results-table-toggle">
      <summary>{t('results.showTable')}</summary>
      <table className="cv-results-mini-table">
        <thead><tr><th scope="col">{labelHeading}</th><th scope="col">{t('results.count')}</th><th scope="col">{t('results.percent')}</th></tr></thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}><th scope="row">{bar.label}</th><td>{formatNumber(bar.count, i18n.language)}</td><td>{percentOf(bar.count, of, i18n.language)}</td></tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
