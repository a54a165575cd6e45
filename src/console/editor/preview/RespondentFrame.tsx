import { I18nextProvider } from 'react-i18next';
import type { FlowRuntime } from '../../../engine';
import { PluginRegistryProvider } from '../../../flow/plugin-registry';
import { StateView } from '../../../flow/screens/StateView';
import { interfaceLanguageFor, textDirection } from '../../../i18n/languages';
import { languageTag } from '../../../lib/language-tag';
import type { PluginRegistry } from '../../../plugin-api/registry';
import { previewServices } from './preview-services';
import { usePreviewI18n } from './use-preview-i18n';

export type FrameSize = 'phone' | 'desktop';

interface Props {
  runtime: FlowRuntime;
  registry: PluginRegistry;
  size: FrameSize;
  /** A new value opens the screen afresh (usePreviewSession's `screen`). */
  screen: number;
  label: string;
  blockedCount: number;
  onAnswer(questionId: string, value: unknown): void;
  onNext(source: 'button' | 'submit'): void;
  onBack(): void;
}

/**
 * The respondent's page inside the console: the hosted page's card and the same StateView, plugin views and
 * styles (src/client/styles.css is the console's base stylesheet), in the flow language with its direction.
 * Rendered in the console's React tree rather than an iframe: an edit is a prop change (no postMessage copy of
 * a 4000-element flow), focus and axe see one document, and the console's CSP (default-src 'self') needs nothing
 * new. What an iframe would add, media queries at the phone width, the respondent styles barely use (one
 * min-width: 640px step), and the frame's width carries the rest.
 */
export function RespondentFrame({ runtime, registry, size, screen, label, blockedCount, onAnswer, onNext, onBack }: Props) {
  const code = runtime.language.code;
  const i18n = usePreviewI18n(code);
  return (
    <section className={`cv-preview__frame cv-preview__frame--${size}`} aria-label={label} lang={languageTag(code)} dir={textDirection(interfaceLanguageFor(code))}>
      <I18nextProvider i18n={i18n}>
        <PluginRegistryProvider registry={registry}>
          <div className={`cv-page cv-preview__page cv-page--${runtime.flow.states[runtime.visit.state]!.source.style ?? 'default'}`}>
            <div className="cv-card">
              <StateView key={screen} runtime={runtime} services={previewServices} busy={false} blockedCount={blockedCount} onAnswer={onAnswer} onNext={onNext} onBack={onBack} />
            </div>
          </div>
        </PluginRegistryProvider>
      </I18nextProvider>
    </section>
  );
}
