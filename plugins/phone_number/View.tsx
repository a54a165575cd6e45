import { useState } from 'react';
import type { PhoneAnswer } from '../../src/plugin-api/define-plugin';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { readPhone } from '../../src/plugin-api/read-phone';
import { countryOfTyped } from '../../src/plugin-api/phone-country';
import { PhoneField, usePhoneCountry } from '../../src/plugin-api/ui/PhoneField';

const sameNumber = (a: PhoneAnswer | null, b: PhoneAnswer | null) => (a?.number ?? null) === (b?.number ?? null);

/**
 * A phone number typed as the respondent likes ("0555 123 45 67", "+90 555…") beside its country; the answer is
 * read on every key, in the chosen country. The field keeps what was typed, since the answer holds the E.164 form,
 * and takes the answer's number only when the answer changes from outside (a restored draft, a reset).
 */
export default function PhoneNumberView({ value, onChange, ids, invalid, required, services }: QuestionViewProps<'phone'>) {
  const [text, setText] = useState(value?.number ?? '');
  const [given, setGiven] = useState(value);
  const [country, setCountry] = usePhoneCountry(services.countryCode, value?.number);
  if (!sameNumber(value, given)) {
    setGiven(value);
    setText(value?.number ?? '');
    const restored = countryOfTyped(value?.number ?? '', country);
    if (restored && restored !== country) setCountry(restored);
  }
  const change = (typed: string, typedCountry: typeof country) => {
    const answer = readPhone(typed, typedCountry);
    setText(typed);
    setCountry(typedCountry);
    setGiven(answer);
    onChange(answer);
  };
  return (
    <PhoneField
      id={ids.input}
      text={text}
      country={country}
      onInput={change}
      describedBy={`${ids.description} ${ids.error}`}
      invalid={invalid}
      required={required}
    />
  );
}
