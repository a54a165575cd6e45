import { useState } from 'react';
import type { PhoneAnswer } from '../../src/plugin-api/define-plugin';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { readPhone } from '../../src/plugin-api/read-phone';
import '../../src/plugin-api/ui/text-field.css';
import './phone-number.css';

const sameNumber = (a: PhoneAnswer | null, b: PhoneAnswer | null) => (a?.number ?? null) === (b?.number ?? null);

/**
 * A phone number typed as the respondent likes ("0555 123 45 67", "+90 555…"); the answer is read on every key.
 * The field keeps what was typed, since the answer holds the E.164 form, and takes the answer's number only when
 * the answer changes from outside (a restored draft, a reset).
 */
export default function PhoneNumberView({ value, onChange, ids, invalid, required, services }: QuestionViewProps<'phone'>) {
  const [text, setText] = useState(value?.number ?? '');
  const [given, setGiven] = useState(value);
  if (!sameNumber(value, given)) {
    setGiven(value);
    setText(value?.number ?? '');
  }
  const change = (typed: string) => {
    const answer = readPhone(typed, services.countryCode);
    setText(typed);
    setGiven(answer);
    onChange(answer);
  };
  return (
    <input
      id={ids.input}
      className="cv-text-field cv-phone-number"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      value={text}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={`${ids.description} ${ids.error}`}
      onChange={(event) => change(event.target.value)}
    />
  );
}
