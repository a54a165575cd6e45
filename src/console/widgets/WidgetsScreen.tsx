import { WidgetEditor } from './WidgetEditor';
import { WidgetsList } from './WidgetsList';

/** Web widgets: the list at /console/widgets, one widget's form at /console/widgets/<code>. */
export default function WidgetsScreen({ code }: { code?: string }) {
  return code === undefined ? <WidgetsList /> : <WidgetEditor code={code} />;
}
