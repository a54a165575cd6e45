// The demo host page shows the widget events it receives, as a site owner's own code would.
window.addEventListener('canvass:event', (event) => {
  const { type } = (event as CustomEvent<{ type: string }>).detail;
  const log = document.getElementById('events');
  if (log) log.textContent = `Last widget event: ${type}`;
});
