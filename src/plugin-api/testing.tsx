// Test helpers for plugin views (imported by *.test.tsx only).
import { Suspense, useState, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { FlowQuestion } from '../types/schemas';
import type { AnswerValue } from '../engine/answer-value';
import type { AnyQuestionPlugin } from './define-plugin';
import type { QuestionServices, QuestionView } from './view';

// A view test switches the interface language the way the flow screen does.
export { i18n, setInterfaceLanguage } from '../i18n/i18n';

export const noServices: QuestionServices = {
  upload: () => Promise.reject(new Error('upload not expected in this test')),
  sendVerificationCode: () => Promise.reject(new Error('sendVerificationCode not expected in this test')),
  verifyCode: () => Promise.reject(new Error('verifyCode not expected in this test')),
  dynamicRequest: () => Promise.reject(new Error('dynamicRequest not expected in this test')),
  countryCode: 'TR',
};

export interface RenderQuestionOptions {
  question: FlowQuestion;
  value?: unknown;
  language?: string;
  services?: Partial<QuestionServices>;
  invalid?: boolean;
  choosingMovesOn?: boolean;
}

/**
 * Renders a plugin's view the way the flow screen does (label, description and error ids wired, visible options
 * passed, answers kept in state), and records every answer the view gives.
 */
export async function renderQuestion(plugin: AnyQuestionPlugin, options: RenderQuestionOptions) {
  const View = (await plugin.view!()).default as QuestionView;
  const answers: unknown[] = [];
  const { question } = options;
  const ids = { input: `q-${question.id}`, label: `q-${question.id}-label`, description: `q-${question.id}-description`, error: `q-${question.id}-error` };

  function Harness(): ReactElement {
    // A test may start a view from any value, a wrong shape included, to see what the view makes of it.
    const [value, setValue] = useState<AnswerValue | null>((options.value ?? null) as AnswerValue | null);
    return (
      <div>
        <span id={ids.label}>{question.body?.en ?? question.id}</span>
        <Suspense fallback={null}>
          <View
            question={question}
            value={value}
            onChange={(next) => {
              answers.push(next);
              setValue(next);
            }}
            options={(question.options ?? []).filter((o) => o.isVisible !== false)}
            language={options.language ?? 'en'}
            ids={ids}
            invalid={options.invalid ?? false}
            required={question.isRequired ?? false}
            services={{ ...noServices, ...options.services }}
            choosingMovesOn={options.choosingMovesOn}
          />
        </Suspense>
        <span id={ids.error} />
      </div>
    );
  }
  const result = render(<Harness />);
  return { ...result, answers, lastAnswer: () => answers[answers.length - 1], ids };
}
