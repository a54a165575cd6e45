import type { AnswerKind } from '../src/engine/answer-value';

/**
 * What `npm run plugin:new` writes for each answer kind: a view that gives an answer of that kind (a number for
 * `number`, a list of option ids for `choice`, ...), its strings, and a first test of it. A view that handed the
 * engine the input's text for a number would see every answer refused (issue #23 item 4), so each kind has its own.
 * `SRC` in the code stands for the relative path to src/.
 */
export interface KindScaffold {
  labelling: 'control' | 'group';
  imports: string[];
  messages: { en: Record<string, string>; tr: Record<string, string> };
  /** The view's props, destructured. */
  props: string;
  /** The view's body: hooks, then `return (...)`. */
  body: string;
  test: { question: string; act: string; expected: string; services?: string };
}

const described = 'aria-describedby={[ids.description, ids.error].join(\' \')}';
const invalidAttr = 'aria-invalid={invalid || undefined}';

export const KIND_SCAFFOLDS: { [K in AnswerKind]: KindScaffold } = {
  text: {
    labelling: 'control',
    imports: [],
    messages: { en: { hint: 'Type your answer' }, tr: { hint: 'Yanıtınızı yazın' } },
    props: '{ value, onChange, ids, invalid, required }',
    body: `  const { t } = useMessages();
  return (
    <input
      id={ids.input}
      value={value ?? ''}
      placeholder={t('hint')}
      required={required}
      ${invalidAttr}
      ${described}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
    />
  );`,
    test: { question: '', act: "await userEvent.type(screen.getByRole('textbox'), 'hello');", expected: "'hello'" },
  },
  number: {
    labelling: 'control',
    imports: [],
    messages: { en: { hint: 'Type a number' }, tr: { hint: 'Bir sayı yazın' } },
    props: '{ value, onChange, ids, invalid, required }',
    body: `  const { t } = useMessages();
  return (
    <input
      id={ids.input}
      type="number"
      defaultValue={value ?? ''}
      placeholder={t('hint')}
      required={required}
      ${invalidAttr}
      ${described}
      // The field holds text; the answer is the number it reads as, or none while it reads as none.
      onChange={(e) => onChange(Number.isFinite(e.target.valueAsNumber) ? e.target.valueAsNumber : null)}
    />
  );`,
    test: { question: '', act: "await userEvent.type(screen.getByRole('spinbutton'), '42');", expected: '42' },
  },
  boolean: {
    labelling: 'control',
    imports: [],
    messages: { en: { yes: 'Yes' }, tr: { yes: 'Evet' } },
    props: '{ value, onChange, ids, invalid, required }',
    body: `  const { t } = useMessages();
  return (
    <span>
      <input
        id={ids.input}
        type="checkbox"
        checked={value === true}
        required={required}
        ${invalidAttr}
        ${described}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      {t('yes')}
    </span>
  );`,
    test: { question: '', act: "await userEvent.click(screen.getByRole('checkbox'));", expected: 'true' },
  },
  choice: {
    labelling: 'group',
    imports: ["import { localise } from 'SRC/plugin-api/language';"],
    messages: { en: { hint: 'Choose any that apply' }, tr: { hint: 'Uyanların hepsini seçin' } },
    props: '{ value, onChange, options, language, ids, invalid }',
    body: `  const { t } = useMessages();
  const chosen = value ?? [];
  // The answer is the chosen option ids; none chosen is no answer.
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id];
    onChange(next.length === 0 ? null : next);
  };
  return (
    <div id={ids.input} role="group" aria-labelledby={ids.label} ${described} ${invalidAttr}>
      <p>{t('hint')}</p>
      {options.map((option) => (
        <label key={option.id}>
          <input type="checkbox" checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} /> {localise(option.body, language)}
        </label>
      ))}
    </div>
  );`,
    test: {
      question: "options: [{ id: 'o-a', body: { en: 'Apples' } }, { id: 'o-b', body: { en: 'Pears' } }]",
      act: "await userEvent.click(screen.getByRole('checkbox', { name: 'Pears' }));",
      expected: "['o-b']",
    },
  },
  ranking: {
    labelling: 'group',
    imports: ["import { localise } from 'SRC/plugin-api/language';"],
    messages: { en: { hint: 'Choose the options from best to worst' }, tr: { hint: 'Seçenekleri en iyiden en kötüye seçin' } },
    props: '{ value, onChange, options, language, ids, invalid }',
    body: `  const { t } = useMessages();
  const ranked = value ?? [];
  // The answer is the option ids in the order chosen, best first; choosing one again takes it out.
  const choose = (id: string) => {
    const next = ranked.includes(id) ? ranked.filter((x) => x !== id) : [...ranked, id];
    onChange(next.length === 0 ? null : next);
  };
  return (
    <div id={ids.input} role="group" aria-labelledby={ids.label} ${described} ${invalidAttr}>
      <p>{t('hint')}</p>
      {options.map((option) => (
        <button key={option.id} type="button" aria-pressed={ranked.includes(option.id)} onClick={() => choose(option.id)}>
          {localise(option.body, language)}
          {ranked.includes(option.id) ? ' ' + String(ranked.indexOf(option.id) + 1) : ''}
        </button>
      ))}
    </div>
  );`,
    test: {
      question: "options: [{ id: 'o-a', body: { en: 'Apples' } }, { id: 'o-b', body: { en: 'Pears' } }]",
      act: "await userEvent.click(screen.getByRole('button', { name: 'Pears' }));\n    await userEvent.click(screen.getByRole('button', { name: 'Apples' }));",
      expected: "['o-b', 'o-a']",
    },
  },
  matrix: {
    labelling: 'group',
    imports: ["import { localise } from 'SRC/plugin-api/language';"],
    messages: { en: { hint: 'One answer for each row' }, tr: { hint: 'Her satır için bir yanıt' } },
    props: '{ question, value, onChange, options, language, ids, invalid }',
    body: `  const { t } = useMessages();
  // The answer is the chosen option ids by statement (row) id.
  return (
    <div id={ids.input} role="group" aria-labelledby={ids.label} ${described} ${invalidAttr}>
      <p>{t('hint')}</p>
      {(question.statements ?? []).map((statement) => (
        <fieldset key={statement.id}>
          <legend>{localise(statement.body, language)}</legend>
          {(statement.options ?? options).map((option) => (
            <label key={option.id}>
              <input
                type="radio"
                name={ids.input + '-' + statement.id}
                checked={value?.[statement.id]?.includes(option.id) ?? false}
                onChange={() => onChange({ ...value, [statement.id]: [option.id] })}
              />{' '}
              {localise(option.body, language)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );`,
    test: {
      question: "statements: [{ id: 's-speed', body: { en: 'Speed' } }], options: [{ id: 'o-good', body: { en: 'Good' } }, { id: 'o-poor', body: { en: 'Poor' } }]",
      act: "await userEvent.click(within(screen.getByRole('group', { name: 'Speed' })).getByRole('radio', { name: 'Good' }));",
      expected: "{ 's-speed': ['o-good'] }",
    },
  },
  file: {
    labelling: 'control',
    imports: ["import { useState } from 'react';"],
    messages: { en: { failed: 'The file could not be uploaded. Please try again.' }, tr: { failed: 'Dosya yüklenemedi. Lütfen yeniden deneyin.' } },
    props: '{ onChange, ids, invalid, required, services }',
    body: `  const { t } = useMessages();
  const [failed, setFailed] = useState(false);
  // The answer is the uploaded file's address (and blob id), known once the upload is done.
  const upload = async (file: File | undefined) => {
    setFailed(false);
    if (!file) return onChange(null);
    try {
      const { url, id } = await services.upload(file, () => undefined, new AbortController().signal);
      onChange({ url, blobId: id, name: file.name, type: file.type, size: file.size });
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      <input id={ids.input} type="file" required={required} ${invalidAttr} ${described} onChange={(e) => void upload(e.target.files?.[0])} />
      {failed ? <p role="alert">{t('failed')}</p> : null}
    </div>
  );`,
    test: {
      question: '',
      services: "{ upload: async () => ({ url: 'https://files.test/a.png', id: 'blob-1' }) }",
      act: "await userEvent.upload(view.container.querySelector<HTMLInputElement>('input[type=\"file\"]')!, new File(['x'], 'a.png', { type: 'image/png' }));\n    await waitFor(() => expect(view.answers).toHaveLength(1));",
      expected: "{ url: 'https://files.test/a.png', blobId: 'blob-1', name: 'a.png', type: 'image/png', size: 1 }",
    },
  },
  phone: {
    labelling: 'control',
    imports: ["import { useState } from 'react';", "import { readPhone } from 'SRC/plugin-api/read-phone';"],
    messages: { en: { hint: 'Phone number' }, tr: { hint: 'Telefon numarası' } },
    props: '{ value, onChange, ids, invalid, required, services }',
    body: `  const { t } = useMessages();
  const [text, setText] = useState(value?.number ?? '');
  return (
    <input
      id={ids.input}
      type="tel"
      autoComplete="tel"
      dir="ltr"
      value={text}
      placeholder={t('hint')}
      required={required}
      ${invalidAttr}
      ${described}
      onChange={(e) => {
        setText(e.target.value);
        // The answer is the number in E.164 with its validity, read with the node's country as the default region.
        onChange(readPhone(e.target.value, services.countryCode));
      }}
    />
  );`,
    test: { question: '', services: "{ countryCode: 'TR' }", act: "await userEvent.type(screen.getByRole('textbox'), '0555 123 45 67');", expected: "{ number: '+905551234567', isValid: true }" },
  },
  object: {
    labelling: 'group',
    imports: [],
    messages: { en: { name: 'Name', city: 'City' }, tr: { name: 'Ad', city: 'Şehir' } },
    props: '{ value, onChange, ids, invalid }',
    body: `  const { t } = useMessages();
  // The answer is the form's values by field name.
  return (
    <div id={ids.input} role="group" aria-labelledby={ids.label} ${described} ${invalidAttr}>
      {(['name', 'city'] as const).map((field) => (
        <label key={field}>
          {t(field)}{' '}
          <input value={String(value?.[field] ?? '')} onChange={(e) => onChange({ ...value, [field]: e.target.value })} />
        </label>
      ))}
    </div>
  );`,
    test: { question: '', act: "await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');", expected: "{ name: 'Ada' }" },
  },
};
