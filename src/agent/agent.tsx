import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { AgentApp } from './AgentApp';
import { createAgentConsole } from './create-agent-console';

// The console is for the provider's staff: English and Turkish (the respondent screens carry all 49 languages).
i18n.addResourceBundle('en', 'agent', en);
i18n.addResourceBundle('tr', 'agent', tr);
if (navigator.language.toLowerCase().startsWith('tr')) void i18n.changeLanguage('tr');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AgentApp app={createAgentConsole()} />
    </I18nextProvider>
  </StrictMode>,
);
