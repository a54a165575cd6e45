import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Report } from './agent-api';
import { formatDuration, shortDate } from './report-dates';
import type { ReportsModel } from './reports-model';

const PRESETS = [7, 30, 90] as const;

/** The day bars: drawn for the eye only; the same figures are in the table under them (and in its label). */
function DayChart({ report }: { report: Report }) {
  const { i18n } = useTranslation('agent');
  const most = Math.max(1, ...report.days.map((day) => day.chats));
  const labelEvery = Math.ceil(report.days.length / 10);
  return (
    <div className="cv-reports__chart" aria-hidden="true">
      {report.days.map((day, i) => (
        <div key={day.date} className="cv-reports__bar-column" title={`${shortDate(day.date, i18n.language)}: ${day.chats}`}>
          <span className="cv-reports__bar-value">{day.chats > 0 ? day.chats : ''}</span>
          <span className="cv-reports__bar" style={{ blockSize: `${(day.chats / most) * 100}%` }} />
          <span className="cv-reports__bar-label">{i % labelEvery === 0 ? shortDate(day.date, i18n.language) : ''}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * Reports (issue #22) in the agent console, where the people who answer chats and the owners who staff them already
 * are: chats per day, first response and resolution times, ratings per agent, for a range of days.
 */
export function ReportsView({ model }: { model: ReportsModel }) {
  const { t, i18n } = useTranslation('agent');
  const [range, report, failed, loading] = useUnit([model.$range, model.$report, model.$failed, model.loading]);
  useEffect(() => {
    model.opened();
  }, [model]);
  const duration = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds, i18n.language));
  const number = (value: number) => value.toLocaleString(i18n.language);
  const ratings = report?.ratings;
  const rated = ratings ? ratings.good + ratings.neutral + ratings.bad : 0;
  const busiest = report?.days.reduce((top, day) => (day.chats > top.chats ? day : top), report.days[0]!);
  return (
    <main className="cv-reports" aria-labelledby="cv-reports-title" aria-busy={loading}>
      <div className="cv-reports__head">
        <h2 id="cv-reports-title">{t('reports.title')}</h2>
        <div role="group" aria-label={t('reports.range')} className="cv-agent__tabs cv-reports__presets">
          {PRESETS.map((days) => (
            <button key={days} type="button" aria-pressed={range.preset === days} onClick={() => model.presetChosen(days)}>{t('reports.lastDays', { count: days })}</button>
          ))}
        </div>
        <div className="cv-reports__dates">
          <label>{t('reports.from')} <input type="date" value={range.from} max={range.to} onChange={(e) => model.rangeChosen({ from: e.target.value, to: range.to })} /></label>
          <label>{t('reports.to')} <input type="date" value={range.to} min={range.from} onChange={(e) => model.rangeChosen({ from: range.from, to: e.target.value })} /></label>
        </div>
      </div>
      {failed ? <p className="cv-question__error" role="alert">{t('reports.failed')}</p> : null}
      {report ? (
        <>
          <dl className="cv-reports__totals">
            <div><dt>{t('reports.chats')}</dt><dd>{number(report.totals.chats)}</dd></div>
            <div><dt>{t('reports.firstResponse')}</dt><dd>{duration(report.totals.first_response_seconds)}</dd><dd className="cv-agent__muted">{t('reports.answeredOf', { answered: report.totals.first_responses, chats: report.totals.chats })}</dd></div>
            <div><dt>{t('reports.resolution')}</dt><dd>{duration(report.totals.resolution_seconds)}</dd><dd className="cv-agent__muted">{t('reports.resolvedCount', { count: report.totals.resolved })}</dd></div>
            <div><dt>{t('reports.ratings')}</dt><dd>{rated === 0 ? '—' : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(ratings!.good / rated)}</dd><dd className="cv-agent__muted">{t('reports.goodOf', { count: rated })}</dd></div>
          </dl>
          <div className="cv-reports__section">
            <h3>{t('reports.perDay')}</h3>
            <p className="cv-agent__muted">{busiest && busiest.chats > 0 ? t('reports.busiest', { date: shortDate(busiest.date, i18n.language), count: busiest.chats }) : t('reports.noChats')}</p>
            <DayChart report={report} />
            <details className="cv-reports__table-toggle">
              <summary>{t('reports.showTable')}</summary>
              {/* Wide on a phone: it scrolls sideways on its own and takes focus for it. */}
              <div className="cv-reports__scroll" tabIndex={0} role="region" aria-label={t('reports.perDay')}>
                <table className="cv-reports__table">
                  <thead><tr><th scope="col">{t('reports.date')}</th><th scope="col">{t('reports.chats')}</th><th scope="col">{t('reports.firstResponse')}</th><th scope="col">{t('reports.resolved')}</th><th scope="col">{t('reports.resolution')}</th></tr></thead>
                  <tbody>
                    {report.days.map((day) => (
                      <tr key={day.date}>
                        <th scope="row"><time dateTime={day.date}>{shortDate(day.date, i18n.language)}</time></th>
                        <td>{number(day.chats)}</td><td>{duration(day.first_response_seconds)}</td><td>{number(day.resolved)}</td><td>{duration(day.resolution_seconds)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </div>
          <div className="cv-reports__section">
            <h3>{t('reports.perAgent')}</h3>
            {report.agents.length === 0 ? <p className="cv-agent__muted">{t('reports.noRatings')}</p> : (
              <div className="cv-reports__scroll" tabIndex={0} role="region" aria-label={t('reports.perAgent')}>
                <table className="cv-reports__table">
                  <thead><tr><th scope="col">{t('reports.agent')}</th><th scope="col">{t('rating.100')}</th><th scope="col">{t('rating.50')}</th><th scope="col">{t('rating.0')}</th><th scope="col">{t('reports.total')}</th></tr></thead>
                  <tbody>
                    {report.agents.map(({ agent, ratings: r }) => {
                      const total = r.good + r.neutral + r.bad;
                      return (
                        <tr key={agent?.id ?? 'nobody'}>
                          <th scope="row">
                            {agent ? agent.display_name || t('reports.removedAgent') : t('reports.unassigned')}
                            <span className="cv-reports__split" aria-hidden="true">
                              <span className="cv-reports__split--good" style={{ inlineSize: `${(r.good / total) * 100}%` }} />
                              <span className="cv-reports__split--neutral" style={{ inlineSize: `${(r.neutral / total) * 100}%` }} />
                              <span className="cv-reports__split--bad" style={{ inlineSize: `${(r.bad / total) * 100}%` }} />
                            </span>
                          </th>
                          <td>{number(r.good)}</td><td>{number(r.neutral)}</td><td>{number(r.bad)}</td><td>{number(total)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          <p className="cv-agent__muted cv-reports__explain">{t('reports.explain')}</p>
        </>
      ) : null}
    </main>
  );
}
