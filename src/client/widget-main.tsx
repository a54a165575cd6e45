// The entry of the widget frame's page (/widget).
import { WidgetPage } from '../widget/frame/WidgetPage';
import { startPage } from './start-page';

startPage('widget', () => <WidgetPage />);
