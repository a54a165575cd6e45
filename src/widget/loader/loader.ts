/**
 * The Canvass widget loader: what a website owner pastes on their pages (README "Embedding the widget").
 *
 *   <script>window.CanvassSettings = { customer: { external_id: 'u-42' }, customAttributes: { plan: 'pro' }, language: 'tr', securityToken: '...' };</script>
 *   <script async src="https://feedback.example.com/loader.js" data-canvass-code="PSN-DEMO001"></script>
 *
 * CanvassSettings is optional: who the visitor is, extra answers sent with the feedback (as base64 question and
 * answer pairs), the widget language, and the token of a widget in secure mode. The loader finds its own script tag,
 * takes the Canvass origin from its src, and exposes `window.Canvass` (open, close, show, hide, setCustomer,
 * setCustomAttributes, on) once the widget is drawn, replaying the calls the snippet's stub queued (stub.ts).
 * Events also arrive as `canvass:event` on window.
 *
 * Plain TypeScript without dependencies, built on its own (package.json target "loader", served as /loader.js);
 * this entry only starts the widget and exports nothing, so the bundler inlines and trims what it uses.
 */
import { boot } from './boot';

// currentScript exists only while this script first runs; afterwards the tag is found by its attribute.
const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[data-canvass-code]');
const start = () => void boot(script);
if (document.body) start();
else document.addEventListener('DOMContentLoaded', start, { once: true });
