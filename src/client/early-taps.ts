// A classic script right after the root of the flow page and the widget frame (client/flow.html, widget.html),
// which the server writes inline into a page it drew (server/pages/inline-assets.ts), so it runs before the drawn
// state can paint: a tap on the first state the server drew, made before React listens, is held and replayed once
// the page hydrates (startPage), rather than lost, or half-done by the browser alone (a radio checked that the flow never heard of).
// React replays taps itself only from the moment hydration starts (issue #21). No imports: it runs as it is.
(() => {
  const early: { held: Element[]; listening: boolean } = { held: [], listening: false };
  (window as unknown as { canvassEarlyTaps: typeof early }).canvassEarlyTaps = early;
  addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (early.listening || !(target instanceof Element) || !target.closest('#root[data-first-state]')) return;
      // A link leaves or opens a tab as it would anyway; a replayed one would open no tab without the tap itself.
      if (target.closest('a[href]')) return;
      event.preventDefault();
      early.held.push(target);
    },
    true,
  );
})();
