// Preloaded into the mock server's process by bench journal (`--import`, with `--expose-gc`): the
// server itself exposes nothing new. On the IPC channel, `memory` is answered with the process's
// own process.memoryUsage() taken after two full collections, so garbage does not count.

const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (message) => {
  if (message !== 'memory') return;
  collect?.();
  collect?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});
// The channel must not keep the server alive once it has closed (SIGTERM).
process.channel?.unref();
