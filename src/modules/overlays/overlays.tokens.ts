import type { ServiceIdentifier } from 'inversify';
import type { OverlayStreams } from './application/overlay-streams.js';

const token = <T>(name: string) => Symbol.for(`overlays.${name}`) as ServiceIdentifier<T>;

/** Overlays' public face (docs/adr/0058). */
export const OVERLAYS = {
  /** This server's open event streams. */
  Streams: token<OverlayStreams>('Streams'),
};
