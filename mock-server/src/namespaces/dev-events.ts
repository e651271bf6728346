/**
 * Each namespace has its own bus (`request.namespace.events`, plugins/namespace.ts): a console
 * hears only the namespace it looks at.
 *
 * What the developer console hears about (GET /__mock/events): a request was journaled, an
 * email "sent", a store changed, a scenario was set or used up, everything was reset, and in
 * proxy mode a journaled request or upstream answer broke openapi.yaml (`violation`).
 */
export type DevEventType = 'request' | 'email' | 'state' | 'scenario' | 'reset' | 'violation';

export interface DevEvent {
  type: DevEventType;
  data: unknown;
}

export type DevEventListener = (event: DevEvent) => void;

/** An event stream's listener: one or more server-sent-event frames, ready to write. */
export type FrameListener = (frames: string) => void;

/** One server-sent event: `event: <type>` and its data as one JSON line. */
export const sseFrame = ({ type, data }: DevEvent) =>
  `event: ${type}\ndata: ${JSON.stringify(data ?? null)}\n\n`;

/**
 * How long frames gather before they go out to the streams together. Each write to a stream is a
 * system call and wakes its reader: with 200 streams, one write per stream per event cost each
 * journaled request more than twice its own time. A console does not see 50 ms.
 */
export const FRAME_BATCH_MS = 50;

/**
 * A small bus: publishing with nobody listening costs a Set lookup. `subscribe` hears each event
 * synchronously. Streams subscribe to frames instead, since a write per stream per event makes
 * every journaled request pay for each open console: an event is serialized once however many
 * consoles are open, and the frames of FRAME_BATCH_MS reach each stream as one string, one write
 * per stream for many events.
 */
export class DevEvents {
  private readonly listeners = new Set<DevEventListener>();
  private readonly frameListeners = new Set<FrameListener>();
  private pending = '';

  constructor(private readonly batchMs = FRAME_BATCH_MS) {}

  publish(type: DevEventType, data: unknown): void {
    if (this.listenerCount === 0) return;
    const event = { type, data };
    for (const listener of this.listeners) deliver(listener, event);
    if (this.frameListeners.size === 0) return;
    let frame: string;
    try {
      frame = sseFrame(event);
    } catch {
      // Data JSON cannot hold (a cycle, a BigInt) is not worth failing the request over.
      return;
    }
    if (this.pending === '') setTimeout(this.flush, this.batchMs);
    this.pending += frame;
  }

  private readonly flush = () => {
    const frames = this.pending;
    this.pending = '';
    for (const listener of this.frameListeners) deliver(listener, frames);
  };

  /** Returns the unsubscribe function. */
  subscribe(listener: DevEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** For a stream: every listener gets the same string of frames, FRAME_BATCH_MS later. */
  subscribeFrames(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /** Listeners of either kind. */
  get listenerCount(): number {
    return this.listeners.size + this.frameListeners.size;
  }
}

function deliver<T>(listener: (value: T) => void, value: T): void {
  try {
    listener(value);
  } catch {
    // One broken listener (a closed stream) must not stop the others or the request.
  }
}
