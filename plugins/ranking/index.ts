import { definePlugin } from '../../src/plugin-api/define-plugin';

/** Every visible option put in order, best first. */
export default definePlugin({
  style: 'ranking',
  answer: 'ranking',
  expectedCount: (_question, visibleOptionIds) => visibleOptionIds.length,
  labelling: 'group',
  view: () => import('./View'),
});
