// The demo host page shows the widget events it receives, as a site owner's own code would.
window.addEventListener('canvass:event', (event) => {
  const { type } = (event as CustomEvent<{ type: string }>).detail;
  const log = document.getElementById('events');
  if (log) log.textContent = `Last widget event: ${type}`;
});

// The snippet a website owner pastes, added here at run time so the bundler leaves /loader.js to the server.
const snippet = document.createElement('script');
snippet.async = true;
snippet.src = '/loader.js';
snippet.dataset.canvassCode = 'PSN-DEMO001';
document.body.appendChild(snippet);
