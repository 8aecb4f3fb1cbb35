import type { Change, ChangeFeed } from '../../../platform/change-feed/change-feed.port.js';
import { ServiceUnavailableError, TooManyRequestsError } from '../../../platform/errors.js';

/** Where one open overlay's events are written (an HTTP response, in tests a list). */
export interface EventSink {
  write(chunk: string): void;
  end(): void;
}

export interface StreamLimits {
  /** Open streams one address may hold (a streamer's PC runs a handful of overlays). */
  perIp: number;
  /** Open streams this server holds in all. */
  total: number;
  /** A comment sent on every open stream this often, so proxies and the server's idle timeout keep it. */
  heartbeatMs: number;
}

/** 30 s idle timeout on the server (src/http/request-limits.ts): a heartbeat well within it. */
export const STREAM_LIMITS: StreamLimits = { perIp: 20, total: 1_000, heartbeatMs: 25_000 };

export const STREAM_MSG = {
  perIp: 'Hay demasiados overlays abiertos desde tu dirección. Cierra alguno e inténtalo de nuevo.',
  total: 'El servidor tiene demasiados overlays abiertos en este momento. Inténtalo de nuevo en unos minutos.',
  closing: 'El servidor se está reiniciando. El overlay se conectará de nuevo por sí solo.',
} as const;

/** One Server-Sent Event: its name and its data as one JSON line. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What a stream says first: how long the browser waits before reconnecting, and what the overlay is showing against. */
export interface StreamGreeting {
  version: string;
  control?: Record<string, unknown>;
}

/**
 * The overlays' open event streams on this server (docs/adr/0058). Each change of the feed is written
 * once as text and sent to every stream; a heartbeat comment keeps idle streams open. While no overlay
 * is open nothing listens to the feed and no timer runs; while they are open and nothing changes, the
 * only work is the heartbeat. Bounded per address and in total; all end when the feed closes (the
 * server stops), and none opens after.
 */
export class OverlayStreams {
  private readonly sinks = new Set<EventSink>();
  private readonly perIp = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly limits: StreamLimits = STREAM_LIMITS,
  ) {
    feed.onClose(() => this.closeAll());
  }

  get openCount(): number {
    return this.sinks.size;
  }

  /** Refuses (429, 503) before anything is written when over a bound or closing. */
  admit(ip: string): void {
    if (this.closed) throw new ServiceUnavailableError('OVERLAY_CLOSING', STREAM_MSG.closing);
    if ((this.perIp.get(ip) ?? 0) >= this.limits.perIp) throw new TooManyRequestsError(STREAM_MSG.perIp, 30);
    if (this.sinks.size >= this.limits.total) throw new ServiceUnavailableError('OVERLAY_STREAMS_FULL', STREAM_MSG.total);
  }

  /**
   * Resolves once the feed hears every app server's changes, so a stream greeted after it misses none
   * (on PostgreSQL the first overlay after a start waits for the LISTEN). A feed that cannot listen
   * yet resolves it too: the feed tries again and tells every stream that data may have changed.
   */
  listening(): Promise<void> {
    return this.feed.listening().catch(() => undefined);
  }

  /** Opens a stream for `ip` (after `admit` and `listening`), greets it, and answers the function that closes it. */
  open(ip: string, sink: EventSink, greeting: StreamGreeting): () => void {
    this.admit(ip);
    this.sinks.add(sink);
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    this.unsubscribe ??= this.feed.subscribe((change) => this.broadcast(change));
    this.heartbeat ??= setInterval(() => this.broadcastText(': latido\n\n'), this.limits.heartbeatMs).unref();
    sink.write(`retry: 2000\n\n${sseEvent('hola', greeting)}`);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.sinks.delete(sink);
      const left = (this.perIp.get(ip) ?? 1) - 1;
      if (left > 0) this.perIp.set(ip, left);
      else this.perIp.delete(ip);
      if (this.sinks.size === 0) this.idle();
      sink.end();
    };
  }

  private broadcast(change: Change): void {
    this.broadcastText(change.tema === 'control' ? sseEvent('control', change.detalle ?? {}) : sseEvent('datos', {}));
  }

  private broadcastText(text: string): void {
    for (const sink of [...this.sinks]) {
      try {
        sink.write(text);
      } catch {
        // A stream that cannot take more is closed by its own 'close'.
      }
    }
  }

  /** No overlay open: stop listening and the heartbeat, so an idle server does nothing. */
  private idle(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Ends every stream and refuses new ones (the server stops). */
  closeAll(): void {
    this.closed = true;
    for (const sink of [...this.sinks]) {
      try {
        sink.end();
      } catch {
        // already gone
      }
    }
    this.sinks.clear();
    this.perIp.clear();
    this.idle();
  }
}
