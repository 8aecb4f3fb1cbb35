import { ContainerModule } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { OverlayStreams } from './application/overlay-streams.js';
import { OVERLAYS } from './overlays.tokens.js';

export const overlaysModule = new ContainerModule(({ bind }) => {
  bind(OVERLAYS.Streams)
    .toDynamicValue((ctx) => new OverlayStreams(ctx.get(PLATFORM.ChangeFeed)))
    .inSingletonScope();
});
