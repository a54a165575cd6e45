import { useTranslation } from 'react-i18next';
import { CHAT_RATINGS } from '../../lib/constants';

const FACES: Record<(typeof CHAT_RATINGS)[number], { key: string; path: string }> = {
  0: { key: 'chat.ratingBad', path: 'M8 17c1.2-1.6 2.5-2.2 4-2.2s2.8.6 4 2.2' },
  50: { key: 'chat.ratingNeutral', path: 'M8 16h8' },
  100: { key: 'chat.ratingGood', path: 'M8 14.5c1.2 1.6 2.5 2.2 4 2.2s2.8-.6 4-2.2' },
};

/** SPEC 3.7/4.7: three faces for 0, 50 and 100; a failure is shown and the respondent can try again. */
export function RatingPrompt({ selected, rated, failed, onRate }: { selected: number | null; rated: boolean; failed: boolean; onRate(rating: 0 | 50 | 100): void }) {
  const { t } = useTranslation();
  return (
    <div className="cv-rating" role="group" aria-labelledby="cv-rating-title">
      <p id="cv-rating-title" className="cv-rating__title">{rated ? t('chat.ratedThanks') : t('chat.ratePrompt')}</p>
      <div className="cv-rating__faces">
        {CHAT_RATINGS.map((rating) => (
          <button key={rating} type="button" className="cv-rating__face" aria-pressed={rated && selected === rating} onClick={() => onRate(rating)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <circle cx="9" cy="10" r="1.2" fill="currentColor" />
              <circle cx="15" cy="10" r="1.2" fill="currentColor" />
              <path d={FACES[rating].path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            <span className="cv-visually-hidden">{t(FACES[rating].key)}</span>
          </button>
        ))}
      </div>
      {failed ? <p className="cv-question__error" role="alert">{t('chat.ratingError')}</p> : null}
    </div>
  );
}
