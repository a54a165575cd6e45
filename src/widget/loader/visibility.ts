import type { WidgetConfig } from '../../types/schemas';
import { matchesEnabledUrls } from '../../lib/enabled-urls';
import { delayElapsed } from '../../lib/repeat-feedback';
import type { WidgetMemory } from './memory';

export interface VisibilityInput {
  config: WidgetConfig;
  memory: WidgetMemory;
  url: string;
  userAgent: string;
  now: number;
}

type PeriodInput = Pick<VisibilityInput, 'config' | 'memory' | 'now'>;

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** SPEC 4.6 display once: the widget may open by itself if it was never displayed or the delay has expired. */
export const displayOnceAllows = ({ config, memory, now }: PeriodInput): boolean =>
  !config.display_once || !memory.displayedBefore || delayElapsed(memory.firstNow, config.display_once_delay_period ?? undefined, now);

/** SPEC 4.6 multiple-feedback period: after a feedback from this browser, hidden until the delay has passed. */
const multipleFeedbackAllows = ({ config, memory, now }: PeriodInput): boolean =>
  !config.prevent_multiple_feedback || delayElapsed(memory.lastFeedbackAt, config.multiple_feedback_delay_period ?? undefined, now);

/**
 * SPEC 4.6 visibility: is_visible, the mobile switch, enabled_urls (case-insensitive) and the multiple-feedback
 * period. `hide_widget` is not here: it hides only the launcher, the widget still opens.
 */
export function widgetVisible(input: VisibilityInput): boolean {
  const { config } = input;
  if (config.is_visible === false) return false;
  if (config.enabled_on_mobile === false && MOBILE.test(input.userAgent)) return false;
  if (!matchesEnabledUrls(input.url, config.enabled_urls ?? [])) return false;
  return multipleFeedbackAllows(input);
}
