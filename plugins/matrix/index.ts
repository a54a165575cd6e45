import { definePlugin } from '../../src/plugin-api/define-plugin';

/** Statements in rows, options in columns; conjoint, maxdiff or others (extra.matrix_question_type). */
export default definePlugin({
  style: 'matrix',
  answer: 'matrix',
  // SPEC 4.4: a required matrix needs every statement answered; maxdiff's own minimum is the engine's.
  expectedCount: (question) => (question.extra?.matrix_question_type === 'maxdiff' ? undefined : (question.statements ?? []).length),
  labelling: 'group',
  view: () => import('./View'),
});
