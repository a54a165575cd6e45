// A bench server in a process of its own, as it runs for real users: the load generator, the browser driver and
// the sockets of the bench then never share its event loop. The child tells its parent where it listens
// ({ url, ... }), answers messages, and exits on "stop".
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer<Ready> {
  ready: Ready;
  /** Sends `message` and resolves with the first answer `accept` takes. */
  ask<T>(message: string, accept: (answer: Record<string, unknown>) => boolean): Promise<T>;
  stop(): Promise<void>;
}

export async function forkServer<Ready extends { url: string }>(script: URL, env: Record<string, string> = {}): Promise<ChildServer<Ready>> {
  // BENCH_CHILD_ARGS: Node options for the bench's servers alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p" to see
  // where a server's time goes (Node refuses --cpu-prof in NODE_OPTIONS).
  const extra = process.env.BENCH_CHILD_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(fileURLToPath(script), [], { execArgv: ['--import', 'tsx', ...extra], env: { ...process.env, ...env } });
  const next = <T>(accept: (message: Record<string, unknown>) => boolean) =>
    new Promise<T>((resolve, reject) => {
      // Both listeners go with the answer: a bench that asks many times (bench:server's switches) leaves none behind.
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the bench server ${script.pathname} exited (${code})`));
      };
      const onMessage = (message: Record<string, unknown>) => {
        if (!accept(message)) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as T);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next<Ready>((m) => typeof m.url === 'string');
  return {
    ready,
    ask<T>(message: string, accept: (answer: Record<string, unknown>) => boolean) {
      const answer = next<T>(accept);
      child.send(message);
      return answer;
    },
    stop: () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.send('stop')))),
  };
}

/**
 * The child's side of `forkServer`: tells the parent where it listens, hands other messages to `answer`, and stops
 * on "stop" or when the parent is gone, so a bench that crashed or was killed leaves no server running to slow the
 * next run's figures.
 */
export function serveParent(ready: { url: string } & Record<string, unknown>, stop: () => Promise<void>, answer: (message: unknown) => void = () => undefined): void {
  const end = () => void stop().finally(() => process.exit(0));
  process.send?.(ready);
  process.on('message', (message) => (message === 'stop' ? end() : answer(message)));
  process.once('disconnect', end);
}
