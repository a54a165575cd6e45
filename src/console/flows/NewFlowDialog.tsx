import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useConsole } from '../app/console-context';
import { Field } from '../ui/Field';
import { failureText } from '../ui/failure-text';
import { FormAlert } from '../ui/FormAlert';

const BLANK = '';

/**
 * "New flow": a name and where to start, blank or one of the templates (cards with name, description and how many
 * questions). Choosing a template names the flow after it until a name is typed. Created, the editor opens it.
 */
export function NewFlowDialogBody({ onCancel }: { onCancel(): void }) {
  const { t, i18n } = useTranslation('console');
  const { flows } = useConsole();
  const [templates, templatesFailure, pending, failure] = useUnit([flows.$templates, flows.$templatesFailure, flows.$createPending, flows.$createFailure]);
  const [template, setTemplate] = useState(BLANK);
  const [name, setName] = useState('');
  const [named, setNamed] = useState(false);
  const [missingName, setMissingName] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    flows.templatesWanted(i18n.language);
  }, [flows, i18n.language]);

  const choose = (id: string) => {
    setTemplate(id);
    if (!named) setName(id === BLANK ? '' : templates?.find((candidate) => candidate.id === id)?.name ?? '');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissingName(true);
      form.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    flows.createSubmitted({ name: name.trim(), ...(template === BLANK ? {} : { template }) });
  };

  const cards = [
    { id: BLANK, name: t('flows.new.blank'), description: t('flows.new.blankDescription'), count: null as number | null },
    ...(templates ?? []).map((candidate) => ({ id: candidate.id, name: candidate.name, description: candidate.description, count: candidate.question_count })),
  ];
  return (
    <form ref={form} className="cv-console-form cv-flows-new" aria-label={t('flows.new.title')} noValidate onSubmit={submit}>
      <Field
        name="name" label={t('flows.new.name')} value={name} required maxLength={500} autoComplete="off"
        error={missingName ? t('flows.new.nameMissing') : null}
        onChange={(event) => {
          setName(event.target.value);
          setNamed(event.target.value !== '');
          setMissingName(false);
        }}
      />
      <fieldset className="cv-flows-new__start">
        <legend className="cv-console-field__label">{t('flows.new.startFrom')}</legend>
        {templatesFailure ? <p className="cv-console-muted">{t('flows.new.templatesFailed')}</p> : null}
        <div className="cv-flows-new__cards">
          {cards.map((card) => (
            <label key={card.id || 'blank'} className="cv-flows-card">
              <input type="radio" name="template" value={card.id} checked={template === card.id} onChange={() => choose(card.id)} className="cv-flows-card__radio" />
              <span className="cv-flows-card__name">{card.name}</span>
              <span className="cv-flows-card__description">{card.description}</span>
              {card.count !== null ? <span className="cv-flows-card__count">{t('flows.new.questions', { count: card.count })}</span> : null}
            </label>
          ))}
          {templates === null && !templatesFailure ? <Spinner size={24} /> : null}
        </div>
      </fieldset>
      <FormAlert message={failure ? failureText(t, failure) : null} />
      <div className="cv-modal__actions">
        <button type="button" className="cv-button cv-button--secondary" onClick={onCancel}>{t('common.cancel')}</button>
        <button type="submit" className="cv-button cv-button--primary" disabled={pending}>{t('flows.new.create')}</button>
      </div>
    </form>
  );
}
