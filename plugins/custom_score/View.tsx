import { OptionList } from '../../src/plugin-api/ui/OptionList';
import type { QuestionViewProps } from '../../src/plugin-api/view';

export default function CustomScoreView(props: QuestionViewProps<'choice'>) {
  return <OptionList {...props} multiple={false} />;
}
