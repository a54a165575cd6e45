// Issue #21: a chat reply reads what its reply_created needs (the chat's status and ratings) and no more: not the
// timeline, not the chat detail's node, flow and answers, and the feedback row once for the route's access check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/server/storage/create-storage';
import type { Storage } from '../../src/server/storage/storage';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from '../../src/server/storage/test-drivers';
import { agentReply, customerMessage, openChat } from './chat-helpers';
import { postgresUrl, startTestServer, type TestServer } from './harness';
import { seedTestData } from './fixtures';

const WATCHED = ['feedbacks', 'chats', 'nodes', 'flows'] as const;

/** The storage with every read and write of the watched repositories written down while `recording`. */
function recordingStorage(storage: Storage) {
  const calls: string[] = [];
  const state = { recording: false };
  const watched = Object.fromEntries(WATCHED.map((name) => {
    const repository = storage[name] as unknown as Record<string, unknown>;
    return [name, new Proxy(repository, {
      get(target, key) {
        const value = target[key as string];
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (state.recording) calls.push(`${name}.${String(key)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    })];
  }));
  return { storage: { ...storage, ...watched } as Storage, calls, state };
}

const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

describe.each(drivers)('the reads of a chat reply on $name (issue #21)', (driver) => {
  let server: TestServer;
  let recorded: ReturnType<typeof recordingStorage>;
  beforeAll(async () => {
    recorded = recordingStorage(await createStorage(await driver.fresh()));
    server = await startTestServer({ storage: recorded.storage });
    await seedTestData(server.storage);
  });
  afterAll(async () => {
    await server.stop();
    await driver.cleanup();
  });

  const callsDuring = async (work: () => Promise<void>) => {
    recorded.calls.length = 0;
    recorded.state.recording = true;
    await work();
    recorded.state.recording = false;
    return [...recorded.calls].sort();
  };

  it('an agent\'s reply reads the feedback once, stores the message and reads only status and ratings to push it', async () => {
    const chat = await openChat(server);
    expect(await callsDuring(() => agentReply(server, chat, 'Hello'))).toEqual(['chats.addMessage', 'chats.ratings', 'chats.state', 'feedbacks.get']);
  });

  it('a customer\'s message does the same', async () => {
    const chat = await openChat(server);
    expect(await callsDuring(() => customerMessage(server, chat, 'Hi'))).toEqual(['chats.addMessage', 'chats.ratings', 'chats.state', 'feedbacks.get']);
  });
});
