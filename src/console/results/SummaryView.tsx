import { useTranslation } from 'react-i18next';
import type { ResultsCard, ResultsSummary } from '../api/types';
import { formatNumber } from '../ui/format';
import { BarChart, ChartTable, type ChartBar } from './BarChart';
import { FileAnswers } from './FileAnswers';
import { TextAnswers } from './TextAnswers';

const fixed = (value: number, language: string, digits = 1) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);

/** The headline figures, as Formbricks shows them at the top: counts, completion, time, then the style's score. */
export function Headline({ summary }: { summary: ResultsSummary }) {
  const { t, i18n } = useTranslation('console');
  const { headline } = summary;
  const lang = i18n.language;
  const figures: { key: string; label: string; value: string; detail?: string }[] = [
    { key: 'feedbacks', label: t('results.feedbacks'), value: formatNumber(headline.feedbacks, lang) },
    { key: 'completed', label: t('results.completed'), value: formatNumber(headline.completed, lang) },
    { key: 'rate', label: t('results.completionRate'), value: headline.completion_rate === null ? '–' : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(headline.completion_rate) },
    { key: 'time', label: t('results.medianTime'), value: headline.median_seconds === null ? '–' : t('results.seconds', { count: headline.median_seconds }) },
  ];
  if (headline.nps) figures.push({ key: 'nps', label: t('results.nps'), value: fixed(headline.nps.score, lang), detail: t('results.npsBands', { promoters: headline.nps.promoters, passives: headline.nps.passives, detractors: headline.nps.detractors }) });
  if (headline.csat) figures.push({ key: 'csat', label: t('results.csat'), value: `${fixed(headline.csat.percent, lang)}%`, detail: t('results.answers', { count: headline.csat.answers }) });
  if (headline.ces) figures.push({ key: 'ces', label: t('results.ces'), value: fixed(headline.ces.average, lang, 2), detail: t('results.answers', { count: headline.ces.answers }) });
  if (headline.stars) figures.push({ key: 'stars', label: t('results.stars'), value: fixed(headline.stars.average, lang, 2), detail: t('results.answers', { count: headline.stars.answers }) });
  return (
    <dl className="cv-results-headline" data-testid="results-headline">
      {figures.map((figure) => (
        <div key={figure.key} className="cv-console-card cv-results-figure" data-figure={figure.key}>
          <dt>{figure.label}</dt>
          <dd className="cv-results-figure__value">{figure.value}</dd>
          {figure.detail ? <dd className="cv-results-figure__detail">{figure.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function CardBody({ card }: { card: ResultsCard }) {
  const { t, i18n } = useTranslation('console');
  if (card.kind === 'matrix') {
    return (
      <>
        {(card.statements ?? []).map((statement) => (
          <div key={statement.id} className="cv-results-statement">
            <h4>{statement.label}</h4>
            <BarChart bars={statement.bars} of={statement.answered} title={`${card.title}: ${statement.label}`} />
            <ChartTable bars={statement.bars} of={statement.answered} labelHeading={t('results.answer')} />
          </div>
        ))}
      </>
    );
  }
  if (card.kind === 'ranking') {
    const bars: ChartBar[] = (card.ranking ?? []).map((option) => ({ key: option.option_id, label: option.label, count: option.answered }));
    return (
      <ol className="cv-results-ranking">
        {(card.ranking ?? []).map((option, i) => (
          <li key={bars[i]!.key}>{option.label} <span className="cv-console-muted">{option.average_rank === null ? '–' : t('results.averageRank', { rank: fixed(option.average_rank, i18n.language, 2) })}</span></li>
        ))}
      </ol>
    );
  }
  if (card.kind === 'text') return <TextAnswers questionId={card.question_id} title={card.title} />;
  if (card.kind === 'file') return <FileAnswers questionId={card.question_id} />;
  if (card.bars.length === 0) return <p className="cv-console-muted">{t('results.answeredOnly', { count: card.answered })}</p>;
  return (
    <>
      {card.average !== null ? <p className="cv-results-card__average">{t('results.average', { value: fixed(card.average, i18n.language, 2) })}</p> : null}
      <BarChart bars={card.bars} of={card.answered} title={card.title} />
      <ChartTable bars={card.bars} of={card.answered} labelHeading={t('results.answer')} />
    </>
  );
}

/** One card per question, chosen by its answer kind (checklist percentages are of the feedbacks that answered). */
export function QuestionCards({ summary }: { summary: ResultsSummary }) {
  const { t } = useTranslation('console');
  return (
    <div className="cv-results-cards">
      {summary.cards.map((card) => (
        <section key={card.question_id} className="cv-console-card cv-results-card" aria-labelledby={`card-${card.question_id}`} data-question={card.question_id}>
          <h3 id={`card-${card.question_id}`} className="cv-results-card__title">{card.title}</h3>
          <p className="cv-console-muted cv-results-card__meta">{t(`results.kind.${card.kind}`)} · {t('results.answeredBy', { count: card.answered })}</p>
          <CardBody card={card} />
        </section>
      ))}
    </div>
  );
}

/** Where respondents stopped, and the trend per day, each a chart with its table. */
export function DropOffAndTrend({ summary }: { summary: ResultsSummary }) {
  const { t } = useTranslation('console');
  const dropBars: ChartBar[] = summary.drop_off.map((step) => ({
    key: `${step.final ? 'f' : 's'}:${step.state_id ?? ''}`,
    label: step.final ? t('results.finished', { name: step.name || t('results.unknownState') }) : step.state_id === null ? t('results.stoppedBeforeAnswering') : t('results.stoppedAt', { name: step.name }),
    count: step.count,
  }));
  const trendBars: ChartBar[] = summary.trend.map((point) => ({ key: point.period, label: point.score === null ? point.period : `${point.period} (${t(`results.score.${summary.trend_score ?? 'nps'}`)} ${point.score})`, count: point.feedbacks }));
  return (
    <div className="cv-results-cards">
      <section className="cv-console-card cv-results-card" aria-labelledby="results-drop-off">
        <h3 id="results-drop-off" className="cv-results-card__title">{t('results.dropOff')}</h3>
        <BarChart bars={dropBars} of={summary.headline.feedbacks} title={t('results.dropOff')} />
        <ChartTable bars={dropBars} of={summary.headline.feedbacks} labelHeading={t('results.state')} />
      </section>
      <section className="cv-console-card cv-results-card" aria-labelledby="results-trend">
        <h3 id="results-trend" className="cv-results-card__title">{t('results.trend')}</h3>
        <BarChart bars={trendBars.slice(-31)} of={summary.headline.feedbacks} title={t('results.trend')} relative />
        <ChartTable bars={trendBars} of={summary.headline.feedbacks} labelHeading={t('results.day')} />
      </section>
    </div>
  );
}
