import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint, WebhookEventType } from '../api/types';
import { Field } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useFocusFirstInvalid } from '../ui/use-focus-invalid';
import { DESCRIPTION_MAX_LENGTH, EVENT_TYPES, URL_MAX_LENGTH, urlProblem } from './endpoint-schema';

interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

interface Props {
  /** The endpoint being edited; absent when adding one. */
  endpoint?: WebhookEndpoint;
  failure: string | null;
  pending?: boolean;
  submitLabel: string;
  onSubmit(values: EndpointValues): void;
  onCancel?(): void;
}

/** Address, description, the events to send (checkboxes from the schema's list) and enabled; checked before sending. */
export function EndpointForm({ endpoint, failure, pending, submitLabel, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('console');
  const id = useId();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? ['feedback.completed']);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [problems, setProblems] = useState<{ url: string | null; events: boolean }>({ url: null, events: false });
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);

  const toggle = (type: WebhookEventType, on: boolean) => setEvents((chosen) => (on ? EVENT_TYPES.filter((e) => e === type || chosen.includes(e)) : chosen.filter((e) => e !== type)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { url: urlProblem(url), events: events.length === 0 };
    setProblems(found);
    if (found.url || found.events) setAttempt((n) => n + 1);
    else onSubmit({ url: url.trim(), description: description.trim(), events, enabled });
  };
  const eventsError = `${id}-events-error`;
  return (
    <form ref={form} className="cv-console-form cv-webhook-form" noValidate onSubmit={submit}>
      <Field label={t('webhooks.url')} hint={t('webhooks.urlHint')} type="url" inputMode="url" autoComplete="off" dir="ltr" maxLength={URL_MAX_LENGTH} value={url} onChange={(e) => setUrl(e.target.value)} error={problems.url ? t(`webhooks.problems.${problems.url}`) : null} />
      <Field label={t('webhooks.description')} hint={t('webhooks.descriptionHint')} autoComplete="off" maxLength={DESCRIPTION_MAX_LENGTH} value={description} onChange={(e) => setDescription(e.target.value)} />
      <fieldset className="cv-webhook-form__events" aria-invalid={problems.events ? true : undefined} aria-describedby={problems.events ? eventsError : undefined}>
        <legend className="cv-console-field__label">{t('webhooks.events')}</legend>
        {EVENT_TYPES.map((type) => (
          <label key={type} className="cv-webhook-form__event">
            <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} aria-invalid={problems.events ? true : undefined} />
            <span>
              <span className="cv-console-strong">{t(`webhooks.eventNames.${type.replace(/\./g, '_')}`)}</span>
              <code className="cv-webhook-code" dir="ltr">{type}</code>
            </span>
          </label>
        ))}
        {problems.events ? <p id={eventsError} className="cv-console-field__error">{t('webhooks.problems.eventsRequired')}</p> : null}
      </fieldset>
      <label className="cv-webhook-form__event">
        <input type="checkbox" role="switch" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <span>{t('webhooks.enabled')}</span>
      </label>
      <FormAlert message={failure} />
      <div className="cv-webhook-form__actions">
        <button type="submit" className="cv-button cv-button--primary" disabled={pending}>{submitLabel}</button>
        {onCancel ? <button type="button" className="cv-button cv-button--secondary" onClick={onCancel}>{t('common.cancel')}</button> : null}
      </div>
    </form>
  );
}
