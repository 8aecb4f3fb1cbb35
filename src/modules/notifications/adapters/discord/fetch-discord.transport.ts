import { DiscordRateLimited, type DiscordMessage, type DiscordTransport } from '../../application/ports/discord.port.js';

const TIMEOUT_MS = 10_000;
/** When a 429 names no wait: Discord's buckets reset within seconds. */
const DEFAULT_RETRY_MS = 5_000;

/**
 * Posts to Discord's webhook API with fetch. `apiUrl` (DISCORD_API_URL) sends the calls to another
 * origin than https://discord.com, e.g. the tests' local stand-in. Mentions are disabled, so a name
 * in a message never pings anyone.
 */
export class FetchDiscordTransport implements DiscordTransport {
  constructor(private readonly apiUrl?: string) {}

  async post(webhookUrl: string, message: DiscordMessage): Promise<void> {
    const url = this.apiUrl ? webhookUrl.replace(/^https:\/\/[^/]+/, this.apiUrl.replace(/\/$/, '')) : webhookUrl;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...message, allowed_mentions: { parse: [] } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return;
    const text = await response.text().catch(() => '');
    if (response.status === 429) throw new DiscordRateLimited(retryAfterMs(text, response.headers.get('retry-after')));
    throw new Error(`Discord respondió ${response.status}: ${text.slice(0, 300)}`);
  }
}

/** The longer of the JSON body's `retry_after` and the Retry-After header, both in seconds (fractions allowed). */
export function retryAfterMs(body: string, header: string | null): number {
  let seconds = 0;
  try {
    const parsed = JSON.parse(body) as { retry_after?: unknown };
    if (typeof parsed.retry_after === 'number' && Number.isFinite(parsed.retry_after)) seconds = parsed.retry_after;
  } catch {
    // Not JSON: the header alone decides.
  }
  const fromHeader = header === null ? NaN : Number(header);
  if (Number.isFinite(fromHeader)) seconds = Math.max(seconds, fromHeader);
  return seconds > 0 ? Math.ceil(seconds * 1000) : DEFAULT_RETRY_MS;
}
