// A view shows the question's own texts in the flow language the screen passes it (QuestionViewProps.language).
export { localise } from '../engine/language';
