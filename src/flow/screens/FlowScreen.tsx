import { useEffect, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { QuestionServices } from '../../plugin-api/view';
import { setInterfaceLanguage } from '../../i18n/i18n';
import { interfaceLanguageFor } from '../../i18n/languages';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { Badge } from '../../ui/Badge';
import { Spinner } from '../../ui/Spinner';
import type { FlowModel } from '../model';
import { FailureScreen } from './FailureScreen';
import { StateView } from './StateView';
import { tellColourAdvice } from '../../ui/colour-advice';

/** What the screen reads of the flow model: the server renders it over stores that hold the first state (pages/first-state). */
export type FlowScreenModel = Pick<
  FlowModel,
  '$runtime' | '$loaded' | '$failure' | '$submitProblem' | '$blockedCount' | '$moving' | '$loading' | 'answerGiven' | 'nextPressed' | 'backPressed' | 'languageChosen'
>;

interface Props {
  model: FlowScreenModel;
  services: Omit<QuestionServices, 'countryCode'>;
  /** Inside the widget the frame draws its own language selector and branding. */
  embedded?: boolean;
}

/** A respondent's flow page: loading, failures, the repeat-feedback message, the current state. */
export function FlowScreen({ model, services, embedded = false }: Props) {
  const { t, i18n } = useTranslation();
  const [runtime, loaded, failure, submitProblem, blockedCount, moving, loading] = useUnit([
    model.$runtime, model.$loaded, model.$failure, model.$submitProblem, model.$blockedCount, model.$moving, model.$loading,
  ]);
  const [answerGiven, nextPressed, backPressed, languageChosen] = useUnit([model.answerGiven, model.nextPressed, model.backPressed, model.languageChosen]);
  const language = runtime?.language.code ?? 'en';

  // The flow shows once its language's strings are here, so a respondent never sees the first question in English
  // and then in their own language, laid out left to right and then right to left. Later changes (the language
  // picker) switch in place. A screen that starts with its runtime already there (the server's render, and the page
  // that hydrates it after loading the language) is ready at once when the strings in use are the flow's.
  const started = runtime != null;
  const [languageReady, setLanguageReady] = useState(() => started && i18n.language === interfaceLanguageFor(language));
  useEffect(() => {
    if (!started) return;
    let current = true;
    const ready = () => current && setLanguageReady(true);
    setInterfaceLanguage(language).then(ready, ready);
    return () => {
      current = false;
    };
  }, [language, started]);

  useEffect(() => {
    const title = loaded?.flow.name ?? loaded?.node.name;
    if (title) document.title = title;
  }, [loaded]);

  const questionServices = useMemo<QuestionServices>(() => ({ ...services, countryCode: loaded?.node.country_code ?? undefined }), [services, loaded]);
  // The hosted page wears the node's colour and theme (made readable, the change told in the console of a preview),
  // as a stylesheet on :root so the page background and a dark scheme that follows the visitor apply too; inside the
  // widget the widget's theme applies. It comes with the load, worked out by the server that drew the page
  // (client/page-theme.ts), so server and browser render the very same stylesheet.
  const theme = embedded ? undefined : loaded?.theme;
  useEffect(() => tellColourAdvice(`Canvass node ${loaded?.node.id}`, theme?.notes), [theme, loaded]);

  if (failure) return <FailureScreen failure={failure} language={language} />;
  // In the widget the frame's main landmark is named, so it stays apart from the host page's own (axe landmark-unique).
  const label = embedded ? t('widget.feedback') : undefined;
  if (loading || !runtime || !loaded || !languageReady) return <main className="cv-page" aria-label={label}><Spinner /></main>;

  const state = runtime.flow.states[runtime.visit.state]!;
  const branding = loaded.node.canvass_branding === true;
  // The hosted page is a card on a quiet background (full width on phones) under a header with the node's logo and
  // name and the language picker as a quiet control; the badge sits below the card (issue #16 item 9).
  const content = (
    <>
      {theme?.stylesheet ? <style>{theme.stylesheet}</style> : null}
      {loaded.stylesheet ? <style>{loaded.stylesheet}</style> : null}
      {!embedded ? (
        <header className="cv-page__header">
          <span className="cv-brand">
            {loaded.node.logo_url ? <img className="cv-logo" src={loaded.node.logo_url} alt="" /> : null}
            <span className="cv-brand__name">{loaded.node.name}</span>
          </span>
          <LanguagePicker languages={runtime.flow.languages} current={language} onChoose={languageChosen} />
        </header>
      ) : null}
      {loaded.repeatBlocked && !state.isFinal ? (
        <p className="cv-notice" role="status">{t('flow.repeatFeedback')}</p>
      ) : (
        <StateView runtime={runtime} services={questionServices} busy={moving} blockedCount={blockedCount} onAnswer={(questionId, value) => answerGiven({ questionId, value })} onNext={nextPressed} onBack={backPressed} focusOnStart={embedded} />
      )}
      {submitProblem ? (
        <p className="cv-notice cv-notice--error" role="alert">
          {submitProblem.kind === 'repeat' ? t('flow.repeatFeedback') : t('errors.systemError')}
        </p>
      ) : null}
    </>
  );
  // A theme object also restyles what styles.css colours itself (src/client/theme.css); without one nothing changes.
  const themed = !embedded && loaded.node.theme ? ` cv-themed cv-layout--${(loaded.node.theme.layout ?? 'card').replace('_', '-')}` : '';
  return (
    <main className={`cv-page cv-page--${state.source.style ?? 'default'}${embedded ? '' : ' cv-page--hosted'}${themed}`} data-page={state.isFinal ? (state.source.style === 'chat' ? 'chat' : 'thank') : 'flow'} aria-label={label}>
      {embedded ? content : <div className="cv-card" data-popup-bounds="">{content}</div>}
      {branding && !embedded ? <Badge language={language} thankYou={state.isFinal} /> : null}
    </main>
  );
}
