// A break in a long piece of work: the rest runs in a task of its own, so the browser can handle
// the visitor's input and paint in between (a slow phone blocks input for any task over 50 ms).

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task: `scheduler.yield()` where the browser has it (the continuation keeps
 * its place ahead of other queued work), else a message to ourselves (a task without
 * `setTimeout`'s 4 ms clamp once timers nest).
 */
export function yieldToMain(scope: typeof globalThis = globalThis): Promise<void> {
  const scheduler = (scope as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new scope.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
