import { useState } from 'react';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { PhoneAnswer } from '../../src/engine/answer-value';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import '../../src/plugin-api/ui/text-field.css';

/** Parses with the node's country as the default region; valid numbers are kept in E.164. */
export function readPhone(text: string, country: string | undefined): PhoneAnswer | null {
  if (text.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(text, country?.toUpperCase() as CountryCode | undefined);
  return parsed?.isValid() ? { number: parsed.number, isValid: true } : { number: text.trim(), isValid: false };
}

export default function PhoneNumberView({ value, onChange, ids, invalid, required, services }: QuestionViewProps<'phone'>) {
  const [text, setText] = useState(value?.number ?? '');
  return (
    <input
      id={ids.input}
      className="cv-text-field"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={text}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={`${ids.description} ${ids.error}`}
      onChange={(e) => {
        setText(e.target.value);
        onChange(readPhone(e.target.value, services.countryCode));
      }}
    />
  );
}
