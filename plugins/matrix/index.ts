import { definePlugin } from '../../src/plugin-api/define-plugin';
import { settingsSchema, uiSchema } from './settings';

/** Statements in rows, options in columns; conjoint, maxdiff or others (extra.matrix_question_type). */
export default definePlugin({
  style: 'matrix',
  answer: 'matrix',
  // SPEC 4.4: a required matrix needs every statement answered; maxdiff's own minimum is the engine's.
  expectedCount: (question) => (question.extra?.matrix_question_type === 'maxdiff' ? undefined : (question.statements ?? []).length),
  labelling: 'group',
  view: () => import('./View'),
  editor: {
    title: 'Matrix',
    icon: 'M3 3h18v18H3zM3 9h18M3 15h18M9 3v18M15 3v18',
    settingsSchema,
    uiSchema,
  },
});
