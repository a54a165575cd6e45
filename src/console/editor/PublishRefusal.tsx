import { useTranslation } from 'react-i18next';
import type { FixtureFailure } from '../api/types';
import type { Flow } from '../../types/schemas';
import { failureText } from '../ui/failure-text';
import type { PublishState } from './model';
import type { FlowFixture } from './preview/draft-fixtures';
import { describeStep } from './preview/describe-step';

interface Props {
  refusal: Extract<PublishState, { status: 'refused' }>;
  flow: Flow;
  /** The flow's tests as the editor holds them: a failing step is told in words from the recorded step. */
  tests: readonly FlowFixture[];
}

/**
 * Why the server did not publish. A draft that fails its checks lists each problem; a draft one of whose tests fails
 * (422 fixture_failed) names each failing test and the step it fails at, in the same words as the preview's test
 * list, with the runner's lines of what was expected and what happened. The server's own message is English only,
 * so it is shown only for refusals the console has no words of its own for.
 */
export function PublishRefusal({ refusal, flow, tests }: Props) {
  const { t } = useTranslation('console');
  const { failure, problems, failures } = refusal;
  const reason = failures.length > 0 ? t('editor.publishTests.fail', { count: failures.length }) : failure.message || failureText(t, failure);
  return (
    <div role="alert" className="cv-console-alert cv-console-alert--error">
      <p>{t('editor.publishRefused', { reason })}</p>
      {problems.length > 0 ? <ul>{problems.map((problem) => <li key={`${problem.path}:${problem.message}`}>{problem.path ? `${problem.path}: ${problem.message}` : problem.message}</li>)}</ul> : null}
      {failures.length > 0 ? (
        <ul className="cv-editor-publish-failures">
          {failures.map((failed) => <FailingTest key={failed.fixture_id} failed={failed} flow={flow} test={tests.find((test) => test.id === failed.fixture_id)} />)}
        </ul>
      ) : null}
    </div>
  );
}

function FailingTest({ failed, flow, test }: { failed: FixtureFailure; flow: Flow; test: FlowFixture | undefined }) {
  const { t } = useTranslation('console');
  // The first failing step is where the path went wrong; later lines follow from it.
  const number = failed.problems[0]?.step ?? null;
  const step = number === null ? undefined : test?.document.steps?.[number - 1];
  const headline = number === null
    ? t('editor.publishTests.failedAtEnd', { name: failed.name })
    : step
      ? t('editor.publishTests.failedAt', { name: failed.name, number, step: describeStep(step, flow, t) })
      : t('editor.publishTests.failedAtStep', { name: failed.name, number });
  return (
    <li>
      <p>{headline}</p>
      <ul className="cv-editor-publish-failures__details">
        {failed.problems.filter((problem) => problem.step === number).map((problem) => <li key={problem.message}><code>{problem.message}</code></li>)}
      </ul>
    </li>
  );
}
