import { useEffect, useMemo } from 'react';
import { createChatApi } from '../chat/chat-api';
import { chatSocket$ } from '../chat/chat-socket';
import { createChatModel } from '../chat/model';
import { ChatScreen } from '../chat/screens/ChatScreen';
import { setInterfaceLanguage } from '../i18n/i18n';
import { tapModelEvents } from '../observability/tap-model-events';

/** Inside the provider's mobile SDK (query `sdk=1` or a CanvassSDK user agent) the chat offers a close button. */
const inMobileSdk = () => new URLSearchParams(location.search).get('sdk') === '1' || /CanvassSDK/i.test(navigator.userAgent);

/** The /chat page: the chat of one feedback, by its id and chat token. */
export function ChatPage() {
  const model = useMemo(() => createChatModel({ api: createChatApi(), newClientId: () => crypto.randomUUID() }), []);
  useEffect(() => tapModelEvents('chat', model), [model]);
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const feedbackId = query.get('feedback_id');
    const token = query.get('token');
    // The flow that opened this chat passes its language (`lang`); a link from elsewhere gets the browser's.
    void setInterfaceLanguage(query.get('lang') || navigator.language || 'en');
    model.opened({ feedbackId, token, inWidget: false });
    if (!feedbackId || !token) return;
    const subscription = chatSocket$(location.origin, feedbackId, token).subscribe((event) => model.socketEvent(event));
    return () => subscription.unsubscribe();
  }, [model]);
  return <ChatScreen model={model} onClose={inMobileSdk() ? () => window.close() : undefined} />;
}
