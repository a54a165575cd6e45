import { useEffect, useMemo, useState, useSyncExternalStore, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js';
import { browserPhoneCountry, countryOfTyped, defaultPhoneCountry, phoneCountries, withCountryCode } from '../phone-country';
import './text-field.css';
import './phone-field.css';

const stays = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that markup, true from then on (and from the start
 * of a page the browser draws alone): React renders again with true right after hydrating.
 */
const useHydrated = () => useSyncExternalStore(stays, () => true, () => false);

interface Props {
  /** The number field's id (the question's label points at it); the country selector gets `${id}-country`. */
  id: string;
  text: string;
  country: CountryCode;
  /** The text or the country changed; both are given, since typing "+44" changes the country too. */
  onInput(text: string, country: CountryCode): void;
  describedBy: string;
  invalid?: boolean;
  required?: boolean;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * A phone number with its country (issue #16 item 10): a labelled native select of every country, "Name +code" in
 * the interface language, and the number typed as the respondent likes. A local number is read in the chosen
 * country; a number typed with "+" chooses the country itself. The select is drawn under a short "GB +44" face so
 * the number keeps most of the row on a phone; the select itself takes the taps, keys and the screen reader.
 */
export function PhoneField({ id, text, country, onInput, describedBy, invalid, required, readOnly, inputRef, onKeyDown }: Props) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => phoneCountries(i18n.language), [i18n.language]);
  const chosen = countries.find((c) => c.code === country);
  // The server's ICU and the browser's name and sort countries differently: the page the server draws lists only the
  // chosen one (the select is transparent over the face, so nothing shows of it), and the browser adds the others,
  // in its own names, once it has hydrated.
  const listed = useHydrated() ? countries : countries.filter((c) => c.code === country);
  const type = (typed: string) => onInput(typed, countryOfTyped(typed, country) ?? country);
  const choose = (code: CountryCode) => onInput(withCountryCode(text, code), code);
  return (
    <div className="cv-phone">
      <div className="cv-phone__country">
        <span className="cv-text-field cv-phone__face" aria-hidden="true" dir="ltr">
          {chosen ? `${chosen.code} +${chosen.callingCode}` : country}
        </span>
        <select
          id={`${id}-country`}
          className="cv-phone__select"
          aria-label={t('question.phoneCountry')}
          value={country}
          disabled={readOnly}
          onChange={(event) => choose(event.target.value as CountryCode)}
        >
          {listed.map((c) => (
            // The chosen country's name in the drawn page is the server's; the browser's replaces it on hydration.
            <option key={c.code} value={c.code} suppressHydrationWarning>
              {`${c.name} +${c.callingCode}`}
            </option>
          ))}
        </select>
      </div>
      <input
        ref={inputRef}
        id={id}
        className="cv-text-field cv-phone__number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        value={text}
        readOnly={readOnly}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

/**
 * The country a phone view starts with and keeps: the node's, else the language's region; on the client the
 * browser's languages may refine the latter ("en-GB") until the respondent types or chooses.
 */
export function usePhoneCountry(nodeCountry: string | undefined, answered: string | undefined) {
  const { i18n } = useTranslation();
  const [country, setCountry] = useState<CountryCode>(() => countryOfTyped(answered ?? '', undefined) ?? defaultPhoneCountry(nodeCountry, i18n.language));
  const [touched, setTouched] = useState(answered !== undefined);
  useEffect(() => {
    if (touched || nodeCountry) return;
    const fromBrowser = browserPhoneCountry(i18n.language, navigator.languages ?? [navigator.language]);
    if (fromBrowser) setCountry(fromBrowser);
    // Only the first render's default is refined; a later language change keeps the country shown.
  }, []);
  const set = (next: CountryCode) => {
    setTouched(true);
    setCountry(next);
  };
  return [country, set] as const;
}
