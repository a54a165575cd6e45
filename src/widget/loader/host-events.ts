import type { WidgetConfig } from '../../types/schemas';
import type { HostEvent, HostListener } from './settings';

/**
 * The widget events as the host page receives them: its `Canvass.on` listeners (by type, or '*' for all) and a
 * `canvass:event` CustomEvent on window. SPEC 7: they carry channel_id and channel_name only when the widget has
 * enabled_domains.
 */
export function hostEvents(config: WidgetConfig) {
  const listeners = new Map<string, Set<HostListener>>();
  const channel = config.enabled_domains?.length && config.web_channel ? { channel_id: config.web_channel.id, channel_name: config.web_channel.name } : {};
  return {
    emit(type: string, data: Record<string, unknown> = {}) {
      const event: HostEvent = { ...data, type, ...channel };
      for (const listener of [...(listeners.get(type) ?? []), ...(listeners.get('*') ?? [])]) {
        try {
          listener(event);
        } catch (error) {
          // One failing listener of the page must not keep the others, or the widget, from working.
          console.error(error);
        }
      }
      dispatchEvent(new CustomEvent('canvass:event', { detail: event }));
    },
    on(type: string, listener: HostListener): () => void {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set.add(listener));
      return () => void set.delete(listener);
    },
  };
}
