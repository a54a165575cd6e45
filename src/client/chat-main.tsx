// The entry of the chat page (/chat).
import { ChatPage } from './chat-page';
import { startPage } from './start-page';

startPage('chat', () => <ChatPage />);
