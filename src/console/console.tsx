import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { ConsoleApp } from './app/ConsoleApp';
import { createConsole } from './app/create-console';
import en from './locales/en.json';

// The console is for the provider's staff: English and Turkish, like the agent console. English is bundled (the
// fallback of every string); Turkish is a chunk of its own, loaded only by a Turkish browser, so the others' first
// load does not carry it (bench:editor holds the first load under 150 KB gzip).
i18n.addResourceBundle('en', 'console', en);

function start() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ConsoleApp app={createConsole()} />
      </I18nextProvider>
    </StrictMode>,
  );
}

if (navigator.language.toLowerCase().startsWith('tr')) {
  import('./locales/tr.json')
    .then((loaded: { default?: object }) => {
      // Parcel hands a JSON chunk over as the module itself or as its default export, depending on the build.
      i18n.addResourceBundle('tr', 'console', loaded.default ?? loaded);
      void i18n.changeLanguage('tr');
      document.documentElement.lang = 'tr';
    })
    // Without its Turkish strings (the chunk did not load) the console still opens, in English.
    .catch((error: unknown) => console.error('the console\'s Turkish strings did not load', error))
    .finally(start);
} else {
  start();
}
