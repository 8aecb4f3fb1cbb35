import type { PublicReadVersion } from '../public-read/public-read-version.js';
import { ListenerSet, type Change, type ChangeFeed } from './change-feed.port.js';

/**
 * The change feed of a single app server (SQLite): changes go from the writer to the listeners in
 * this process. A write tells it through `afterWrite`, which reads the public read version (docs/adr/0019,
 * a few microseconds on SQLite) only while someone listens, and tells the listeners when it moved.
 */
export class InProcessChangeFeed extends ListenerSet implements ChangeFeed {
  private last: string | undefined;

  constructor(private readonly version?: PublicReadVersion) {
    super();
  }

  /** Every change of this server reaches its listeners as it happens. */
  listening(): Promise<void> {
    return Promise.resolve();
  }

  publish(change: Change): Promise<void> {
    if (!this.closed) this.deliver(change);
    return Promise.resolve();
  }

  async afterWrite(): Promise<void> {
    if (this.closed || this.subscriberCount === 0 || !this.version) return;
    const current = await this.version.current();
    if (current === this.last) return;
    this.last = current;
    this.deliver({ tema: 'datos' });
  }

  protected override subscribed(): void {
    // The version the listeners have seen, so the next write compares against it.
    if (this.last === undefined && this.version) {
      this.version.current().then(
        (v) => {
          this.last ??= v;
        },
        () => undefined,
      );
    }
  }

  close(): Promise<void> {
    if (!this.closed) this.endListeners();
    return Promise.resolve();
  }
}
