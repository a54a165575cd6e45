import { useEffect, useMemo, useState } from 'react';
import { createChatApi } from '../chat/chat-api';
import { chatSocket$ } from '../chat/chat-socket';
import { createChatModel, resendWhenOnline } from '../chat/model';
import { pageStore } from '../storage/local-store';
import { ChatScreen } from '../chat/screens/ChatScreen';
import { setInterfaceLanguage } from '../i18n/i18n';
import { tapModelEvents } from '../observability/tap-model-events';
import { Spinner } from '../ui/Spinner';

/** Inside the provider's mobile SDK (query `sdk=1` or a CanvassSDK user agent) the chat offers a close button. */
const inMobileSdk = () => new URLSearchParams(location.search).get('sdk') === '1' || /CanvassSDK/i.test(navigator.userAgent);

/** The /chat page: the chat of one feedback, by its id and chat token. */
export function ChatPage() {
  const model = useMemo(() => createChatModel({ api: createChatApi(), newClientId: () => crypto.randomUUID(), store: pageStore() }), []);
  useEffect(() => tapModelEvents('chat', model), [model]);
  useEffect(() => resendWhenOnline(model), [model]);
  // The chat shows once its language's strings are here, never first in English (or left to right) and then in the
  // respondent's. The flow that opened this chat passes its language (`lang`); a link from elsewhere gets the
  // browser's.
  const [languageReady, setLanguageReady] = useState(false);
  useEffect(() => {
    const ready = () => setLanguageReady(true);
    setInterfaceLanguage(new URLSearchParams(location.search).get('lang') || navigator.language || 'en').then(ready, ready);
  }, []);
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const feedbackId = query.get('feedback_id');
    const token = query.get('token');
    model.opened({ feedbackId, token, inWidget: false });
    if (!feedbackId || !token) return;
    const subscription = chatSocket$(location.origin, feedbackId, token, model.typed).subscribe((event) => model.socketEvent(event));
    return () => subscription.unsubscribe();
  }, [model]);
  if (!languageReady) return <main className="cv-page"><Spinner /></main>;
  return <ChatScreen model={model} onClose={inMobileSdk() ? () => window.close() : undefined} />;
}
