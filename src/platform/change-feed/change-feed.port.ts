/**
 * The change feed (docs/adr/0058): how an app server learns, at once, that something its open
 * overlays show has changed, whichever server (or the CLI, on PostgreSQL) made the change.
 *
 * - `datos`: public data changed (a results import, a penalty, an entry...): what the public pages
 *   read moved to a new version.
 * - `control`: the broadcaster changed what the overlays show (the driver in the lower third, a panel
 *   hidden, the standings class); `detalle` carries the new state.
 */
export interface Change {
  tema: 'datos' | 'control';
  detalle?: Record<string, unknown>;
}

export type ChangeListener = (change: Change) => void;

export interface ChangeFeed {
  /** Tells every subscriber on every app server (after the caller's transaction committed). */
  publish(change: Change): Promise<void>;
  /**
   * A write on this server has committed: tells the subscribers if the public data moved. On
   * PostgreSQL the database itself tells every server when it commits (nothing to do here).
   */
  afterWrite(): Promise<void>;
  /** Listens to every change; answers the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once this server hears every app server's changes (on PostgreSQL, its LISTEN is in
   * place; it starts it if nobody listens yet): a stream greeted after it misses none.
   */
  listening(): Promise<void>;
  /** Called once when the feed closes (the server stops): streams riding on it end. */
  onClose(listener: () => void): () => void;
  /** Stops listening (the dedicated database connection ends) and tells `onClose` listeners. Idempotent. */
  close(): Promise<void>;
}

/** The PostgreSQL channel every app server listens on; the public read version's trigger notifies on it. */
export const CHANGE_CHANNEL = 'parrilla_cambios';

/** Listeners and closing, shared by both implementations. */
export abstract class ListenerSet {
  private readonly listeners = new Set<ChangeListener>();
  private readonly closeListeners = new Set<() => void>();
  protected closed = false;

  get subscriberCount(): number {
    return this.listeners.size;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    this.subscribed();
    return () => {
      this.listeners.delete(listener);
    };
  }

  onClose(listener: () => void): () => void {
    if (this.closed) {
      listener();
      return () => undefined;
    }
    this.closeListeners.add(listener);
    return () => {
      this.closeListeners.delete(listener);
    };
  }

  /** Hands a change to every listener; one listener failing never stops the others. */
  protected deliver(change: Change): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // A listener's failure is its own (a stream already closed): the others still hear.
      }
    }
  }

  protected endListeners(): void {
    this.closed = true;
    for (const listener of [...this.closeListeners]) listener();
    this.closeListeners.clear();
    this.listeners.clear();
  }

  /** A listener came: an implementation may start listening now (nothing is done while nobody listens). */
  protected subscribed(): void {}
}

/** Reads a change sent as text (a NOTIFY payload); anything else reads as a data change. */
export function parseChange(text: string | undefined): Change {
  try {
    const value = JSON.parse(text ?? '') as Partial<Change>;
    if (value && value.tema === 'control') return { tema: 'control', detalle: typeof value.detalle === 'object' && value.detalle ? value.detalle : {} };
  } catch {
    // The trigger's payload, or nothing: data changed.
  }
  return { tema: 'datos' };
}
