/**
 * Timestamped video links of incident reports (issue #33): a YouTube or Twitch video with `t=` (`754`,
 * `754s`, `12m34s`, `1h2m3s`), and the session time of an incident (`mm:ss` or `h:mm:ss`). Shared by
 * the contract (validation), the server (the steward's view opens the video at that second) and the web.
 */

export type VideoProvider = 'youtube' | 'twitch';

export interface TimestampedVideo {
  provider: VideoProvider;
  /** YouTube's 11-character id, or Twitch's numeric video id. */
  videoId: string;
  /** Seconds into the video. */
  start: number;
}

/** Longer than any recorded race: a guard against a mistyped timestamp. */
export const MAX_VIDEO_SECONDS = 48 * 3600;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const TWITCH_HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** `754`, `754s`, `12m34s`, `1h2m3s`, `1h` in seconds; null when it is not such a time. */
export function parseVideoTime(text: string): number | null {
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(text.trim());
  if (!match || text.trim() === '' || (!match[1] && !match[2] && !match[3])) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds <= MAX_VIDEO_SECONDS ? seconds : null;
}

/** Why a link is not a timestamped video, or null when it is one. */
export type VideoLinkProblem = 'not_a_link' | 'not_a_video' | 'no_time' | 'bad_time';

/** Reads a YouTube or Twitch link with `t=`; answers the video or what is wrong with the link. */
export function readTimestampedVideo(link: string): TimestampedVideo | VideoLinkProblem {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return 'not_a_link';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not_a_link';
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let provider: VideoProvider;
  let videoId: string | undefined;
  if (YOUTUBE_HOSTS.has(host)) {
    provider = 'youtube';
    videoId = parts[0] === 'watch' ? (url.searchParams.get('v') ?? undefined) : parts[0] === 'live' || parts[0] === 'shorts' || parts[0] === 'embed' ? parts[1] : undefined;
    if (!videoId || !YOUTUBE_ID.test(videoId)) return 'not_a_video';
  } else if (host === 'youtu.be') {
    provider = 'youtube';
    videoId = parts[0];
    if (!videoId || !YOUTUBE_ID.test(videoId)) return 'not_a_video';
  } else if (TWITCH_HOSTS.has(host)) {
    provider = 'twitch';
    videoId = parts[0] === 'videos' ? parts[1] : undefined;
    if (!videoId || !/^\d{1,15}$/.test(videoId)) return 'not_a_video';
  } else return 'not_a_video';
  const t = url.searchParams.get('t');
  if (t === null) return 'no_time';
  const start = parseVideoTime(t);
  return start === null ? 'bad_time' : { provider, videoId, start };
}

/** The link that opens the video at its second (YouTube `&t=754s`, Twitch `?t=0h12m34s`). */
export function watchUrl(v: TimestampedVideo): string {
  if (v.provider === 'youtube') return `https://www.youtube.com/watch?v=${v.videoId}&t=${v.start}s`;
  const h = Math.floor(v.start / 3600);
  const m = Math.floor((v.start % 3600) / 60);
  return `https://www.twitch.tv/videos/${v.videoId}?t=${h}h${m}m${v.start % 60}s`;
}

/** The player that starts at that second (Twitch's needs the page's host as `parent`). */
export function embedUrl(v: TimestampedVideo, parentHost: string): string {
  if (v.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${v.videoId}?start=${v.start}`;
  const h = Math.floor(v.start / 3600);
  const m = Math.floor((v.start % 3600) / 60);
  return `https://player.twitch.tv/?video=v${v.videoId}&time=${h}h${m}m${v.start % 60}s&parent=${encodeURIComponent(parentHost)}&autoplay=false`;
}

/** `mm:ss` (minutes 0–59) or `h:mm:ss` into the session, in seconds; null when it is neither. */
export function parseSessionTime(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?([0-5]?\d):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return seconds <= MAX_VIDEO_SECONDS ? seconds : null;
}

/** Seconds as `mm:ss`, or `h:mm:ss` from an hour on. */
export function formatSessionTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
