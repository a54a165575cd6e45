import type { WidgetConfig } from '../types/schemas';

/**
 * The data block in which the server hands a widget frame it drew (issue #21) its configuration: the answer of
 * GET /v1/web_widgets/code/{code} without a security token, in the widget's own language (routes/pages.ts writes
 * it, client/widget-main.tsx reads it). The node answer rides beside it in the flow pages' block (embedded-node.ts).
 */
export const EMBEDDED_WIDGET_ID = 'canvass-widget';

export function readEmbeddedWidget(doc: Document, code: string): WidgetConfig | undefined {
  const text = doc.getElementById(EMBEDDED_WIDGET_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config = JSON.parse(text) as WidgetConfig;
    return config && typeof config === 'object' && config.code === code ? config : undefined;
  } catch {
    return undefined;
  }
}
