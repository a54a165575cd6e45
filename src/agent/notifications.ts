import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import type { AgentModel, ChatUpdate } from './model';

const STORAGE_KEY = 'canvass.agent.notifications';

/** A short two-note chime made on the spot: no sound file to serve. */
function chime(): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  const audio = new Context();
  for (const [i, frequency] of [880, 660].entries()) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    const at = audio.currentTime + i * 0.15;
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.14);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.15);
  }
  window.setTimeout(() => void audio.close(), 600);
}

const remembered = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};
const remember = (on: boolean) => {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
};

interface Texts {
  /** The page's own title, counted in front when chats are unread. */
  title: string;
  newChat: string;
  newMessage(name: string): string;
}

/**
 * Issue #22 notifications: the tab title counts chats with unread messages, always. Opted in (a button, remembered in
 * this browser, after the browser's own permission), a new chat or a customer's message shows a browser notification
 * and plays a chime, unless it is the chat open in a visible tab.
 */
export function useNotifications(model: AgentModel, texts: Texts) {
  const [unread, selected] = useUnit([model.inbox.$unreadChats, model.$selected]);
  const supported = typeof Notification !== 'undefined';
  const [enabled, setEnabled] = useState(() => supported && remembered() && Notification.permission === 'granted');
  useEffect(() => {
    document.title = unread > 0 ? `(${unread}) ${texts.title}` : texts.title;
  }, [unread, texts.title]);
  useEffect(() => {
    if (!enabled) return;
    const unwatch = model.chatUpdated.watch((update: ChatUpdate) => {
      const fromCustomer = update.message?.actor === 'customer' ? update.message : null;
      if (!fromCustomer && !update.newChat) return;
      if (!document.hidden && update.feedbackId === selected) return;
      chime();
      const title = fromCustomer ? texts.newMessage(fromCustomer.detail.customer?.name ?? '') : texts.newChat;
      const notification = new Notification(title, { body: fromCustomer?.detail.comment.body ?? '', tag: update.feedbackId });
      notification.onclick = () => {
        window.focus();
        model.chatChosen(update.feedbackId);
      };
    });
    return () => unwatch.unsubscribe();
  }, [enabled, model, selected, texts]);
  const toggle = async () => {
    if (enabled) {
      setEnabled(false);
      remember(false);
      return;
    }
    const on = (await Notification.requestPermission()) === 'granted';
    setEnabled(on);
    remember(on);
  };
  return { supported, enabled, toggle };
}
