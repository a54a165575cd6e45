import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import type { WidgetConfig } from '../../types/schemas';
import { createChatApi } from '../../chat/chat-api';
import { chatSocket$ } from '../../chat/chat-socket';
import { createChatModel, resendWhenOnline } from '../../chat/model';
import { ChatScreen } from '../../chat/screens/ChatScreen';
import { tapModelEvents } from '../../observability/tap-model-events';
import { pageStore } from '../../storage/local-store';
import { WidgetHeader } from './WidgetHeader';

/** A chat in the frame (SPEC 2.4), with the widget's header: a chunk of its own (WidgetPage.tsx). */
export function WidgetChat({ config, feedbackId, token, onBack, onClose }: { config: WidgetConfig; feedbackId: string; token: string; onBack(): void; onClose(): void }) {
  // The chat outbox lives in the page store: inside a frame without storage the loader holds it (issue #16).
  const model = useMemo(() => createChatModel({ api: createChatApi(), newClientId: () => crypto.randomUUID(), store: pageStore() }), []);
  const detail = useUnit(model.$detail);
  const archiveToggled = useUnit(model.archiveToggled);
  useEffect(() => tapModelEvents('chat', model), [model]);
  useEffect(() => resendWhenOnline(model), [model]);
  useEffect(() => {
    model.opened({ feedbackId, token, inWidget: true });
    const subscription = chatSocket$(location.origin, feedbackId, token, model.typed).subscribe((event) => model.socketEvent(event));
    return () => subscription.unsubscribe();
  }, [model, feedbackId, token]);
  return (
    <>
      <WidgetHeader config={config} onBack={onBack} onClose={onClose} onArchive={detail?.status === 'open' ? () => archiveToggled(true) : undefined} />
      <div className="cv-widget__content" data-page="chat">
        <ChatScreen model={model} embedded />
      </div>
    </>
  );
}
