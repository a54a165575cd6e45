/**
 * The Canvass widget loader: what a website owner pastes (README "Embedding the widget").
 *
 *   <script async src="https://feedback.example.com/loader.js" data-canvass-code="PSN-DEMO001"></script>
 *
 * This entry only starts the widget; it exports nothing, so the bundler can inline and trim everything it uses.
 */
import { boot } from './widget';

if (typeof document !== 'undefined' && !(globalThis as { __canvassNoBoot?: boolean }).__canvassNoBoot) {
  const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[data-canvass-code]');
  const start = () => void boot(script);
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
