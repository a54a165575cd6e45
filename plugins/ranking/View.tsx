import { useState } from 'react';
import { localise } from '../../src/engine/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import './ranking.css';

registerPluginMessages('ranking', {
  en: { up: 'Move {{item}} up', down: 'Move {{item}} down', moved: '{{item}} is now number {{position}} of {{count}}', keep: 'Keep this order' },
  tr: { up: '{{item}} yukarı taşı', down: '{{item}} aşağı taşı', moved: '{{item}} şimdi {{count}} içinde {{position}}. sırada', keep: 'Bu sırayı koru' },
});

/**
 * Options put in order with "move up" and "move down" buttons that work by pointer, touch and keyboard alike;
 * each move is announced. The answer is given once the respondent moved something or kept the order.
 */
export default function RankingView({ value, onChange, options, language, ids, invalid }: QuestionViewProps<'ranking'>) {
  const { t } = usePluginTranslation('ranking');
  const [announcement, setAnnouncement] = useState('');
  const known = new Set(options.map((o) => o.id));
  const order = value && value.every((id) => known.has(id)) && value.length === options.length ? value : options.map((o) => o.id);
  const label = (id: string) => {
    const option = options.find((o) => o.id === id);
    return localise(option?.body, language) || option?.key || id;
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
    setAnnouncement(t('moved', { item: label(item!), position: index + by + 1, count: next.length }));
  };
  return (
    <div className="cv-ranking">
      <ol id={ids.input} className="cv-ranking__list" aria-labelledby={ids.label} aria-describedby={`${ids.description} ${ids.error}`} aria-invalid={invalid || undefined}>
        {order.map((id, index) => (
          <li key={id} className="cv-ranking__item">
            <span className="cv-ranking__position" aria-hidden="true">{index + 1}</span>
            <span className="cv-ranking__label">{label(id)}</span>
            <button type="button" className="cv-ranking__move" disabled={index === 0} aria-label={t('up', { item: label(id) })} onClick={() => move(index, -1)}>↑</button>
            <button type="button" className="cv-ranking__move" disabled={index === order.length - 1} aria-label={t('down', { item: label(id) })} onClick={() => move(index, 1)}>↓</button>
          </li>
        ))}
      </ol>
      {value === null ? (
        <button type="button" className="cv-button cv-button--secondary" onClick={() => onChange([...order])}>
          {t('keep')}
        </button>
      ) : null}
      <p className="cv-visually-hidden" aria-live="polite">{announcement}</p>
    </div>
  );
}
