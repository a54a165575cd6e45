import type { WidgetConfig } from '../../types/schemas';
import { matchesEnabledUrls } from '../../lib/enabled-urls';
import { delayElapsed } from '../../lib/repeat-feedback';

/** What the loader remembers per widget on the host page (localStorage `canvass:<code>`). */
export interface WidgetMemory {
  displayedBefore?: boolean;
  /** When the widget was first opened (ms). */
  firstNow?: number;
  /** When this browser last sent a feedback through it (ms). */
  lastFeedbackAt?: number;
}

export interface VisibilityInput {
  config: WidgetConfig;
  memory: WidgetMemory;
  url: string;
  userAgent: string;
  now: number;
}

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** SPEC 4.6 "display once": may the widget open again (never displayed, or the delay expired)? */
export const displayOnceAllows = ({ config, memory, now }: Pick<VisibilityInput, 'config' | 'memory' | 'now'>): boolean =>
  !config.display_once || !memory.displayedBefore || delayElapsed(memory.firstNow, config.display_once_delay_period ?? undefined, now);

/** SPEC 4.6 multiple-feedback period: after a feedback, hidden until the delay has passed. */
export const multipleFeedbackAllows = ({ config, memory, now }: Pick<VisibilityInput, 'config' | 'memory' | 'now'>): boolean =>
  !config.prevent_multiple_feedback || memory.lastFeedbackAt === undefined || delayElapsed(memory.lastFeedbackAt, config.multiple_feedback_delay_period ?? undefined, now);

/**
 * SPEC 4.6 visibility: is_visible, the mobile switch, enabled_urls (case-insensitive), and the multiple-feedback
 * period. `hide_widget` hides only the launcher (the widget can still open by interval, exit intent or the API).
 */
export function widgetVisible(input: VisibilityInput): boolean {
  const { config } = input;
  if (config.is_visible === false) return false;
  if (config.enabled_on_mobile === false && MOBILE.test(input.userAgent)) return false;
  if (!matchesEnabledUrls(input.url, config.enabled_urls ?? [])) return false;
  return multipleFeedbackAllows(input);
}

/** SPEC 4.6 auto-open and exit intent: only when both periods have expired. */
export const periodsExpired = (input: Pick<VisibilityInput, 'config' | 'memory' | 'now'>): boolean => displayOnceAllows(input) && multipleFeedbackAllows(input);
