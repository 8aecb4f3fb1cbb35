import { randomBytes } from 'node:crypto';
import { personalCalendarPath } from '../../../contracts/calendar.js';
import type { FeedLinkView } from '../../../contracts/calendar.views.js';
import type { Clock } from '../../../platform/clock.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import type { Site } from './entries.js';
import type { FeedToken, FeedTokenRepository } from './ports/feed-token.repository.port.js';

type LinkDeps = { tokens: FeedTokenRepository; site: Site; clock: Clock };

/** 256 random bits: the address is the only key to the feed, so it must not be guessable. */
const newToken = () => randomBytes(32).toString('base64url');

function viewOf(token: FeedToken, site: Site): FeedLinkView {
  const url = `${site.publicUrl}${personalCalendarPath(token.token)}`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:'), creadoEn: token.createdAt };
}

/** GET /api/calendario/mi-enlace: the signed-in driver's feed address, made the first time it is asked for. */
export class GetFeedLink {
  constructor(private readonly deps: LinkDeps) {}

  async execute(actor: Actor): Promise<FeedLinkView> {
    const existing = await this.deps.tokens.findByUser(actor.id);
    if (existing) return viewOf(existing, this.deps.site);
    const made = await this.deps.tokens.createIfMissing({ userId: actor.id, token: newToken(), createdAt: this.deps.clock.now().toISOString() });
    return viewOf(made, this.deps.site);
  }
}

/** POST /api/calendario/mi-enlace/regenerar: a new address; the previous one answers 404 from now on. */
export class RegenerateFeedLink {
  constructor(private readonly deps: LinkDeps) {}

  async execute(actor: Actor): Promise<FeedLinkView> {
    assertMayAct(actor);
    const token: FeedToken = { userId: actor.id, token: newToken(), createdAt: this.deps.clock.now().toISOString() };
    await this.deps.tokens.replace(token);
    return viewOf(token, this.deps.site);
  }
}
