import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { ConsoleApp } from './app/ConsoleApp';
import { createConsole } from './app/create-console';
import en from './locales/en.json';
import tr from './locales/tr.json';

// The console is for the provider's staff: English and Turkish, like the agent console.
i18n.addResourceBundle('en', 'console', en);
i18n.addResourceBundle('tr', 'console', tr);
if (navigator.language.toLowerCase().startsWith('tr')) {
  void i18n.changeLanguage('tr');
  document.documentElement.lang = 'tr';
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ConsoleApp app={createConsole()} />
    </I18nextProvider>
  </StrictMode>,
);
