/**
 * The script of every overlay (docs/adr/0058): plain DOM, no framework, a few KB. The page arrives
 * with its data drawn; this keeps it current. It listens to the server's event stream; when data
 * changed it fetches the panel's new inside and puts it in place, moving rows to their new places.
 * Whatever fails (the stream drops, a fetch fails) the overlay keeps what it shows and tries again
 * with growing waits: never an error, a spinner or a blank frame on stream.
 */
const STREAM = '/api/overlay/eventos';
/** Waits before reconnecting: doubling from 1 s to 30 s, with some jitter so servers are not met all at once. */
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
/** Rows move to their new place in this time (at most 600 ms). */
const MOVE_MS = 450;

const body = document.body;
/** The championship the overlay shows: the broadcaster's changes to another one are not its own. */
const championship = new URL(location.href).searchParams.get('campeonato');
const panel = document.getElementById('overlay');
const animated = () => body.classList.contains('anima') && !matchMedia('(prefers-reduced-motion: reduce)').matches;

let source: EventSource | null = null;
let failures = 0;
let reconnect: number | undefined;
let fetching = false;
let connected = false;
let again = false;

function fragmentUrl(): string {
  const url = new URL(location.href);
  url.searchParams.set('fragmento', '1');
  return url.pathname + url.search;
}

/** Rows keyed by `data-clave`, with where each is now (for FLIP). */
function positions(root: Element): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of root.querySelectorAll<HTMLElement>('[data-clave]')) out.set(row.dataset.clave!, row.getBoundingClientRect().top);
  return out;
}

/** Puts the new inside in place; rows that moved slide from their old place (First, Last, Invert, Play). */
function swap(html: string): void {
  if (!panel || panel.innerHTML === html) return;
  const before = animated() ? positions(panel) : null;
  panel.innerHTML = html;
  if (!before) return;
  for (const row of panel.querySelectorAll<HTMLElement>('[data-clave]')) {
    const old = before.get(row.dataset.clave!);
    if (old === undefined) continue;
    const delta = old - row.getBoundingClientRect().top;
    if (!delta) continue;
    row.animate([{ transform: `translateY(${delta}px)` }, { transform: 'none' }], { duration: MOVE_MS, easing: 'ease-out' });
  }
}

/** Fetches the panel's inside again; one fetch at a time, and one more if data changed meanwhile. */
async function refresh(): Promise<void> {
  if (fetching) {
    again = true;
    return;
  }
  fetching = true;
  try {
    const res = await fetch(fragmentUrl(), { cache: 'no-store' });
    if (res.ok && panel) {
      const html = await res.text();
      body.dataset.version = res.headers.get('X-Overlay-Version') ?? body.dataset.version;
      // Out of the frame (the broadcaster hid it, or the lower third has nobody): it slides out with what
      // it showed; brought back, it slides in with what it shows now.
      if (res.headers.get('X-Overlay-Oculto') === '1') panel.hidden = true;
      else {
        swap(html);
        panel.hidden = false;
      }
    }
  } catch {
    // Kept as it is: the next change, or the next connection, fetches again.
  } finally {
    fetching = false;
    if (again) {
      again = false;
      void refresh();
    }
  }
}

/** A broadcaster's change from the 'Transmisión' page: the panel drawn again as the server now says (docs/adr/0059). */
function control(state: { campeonatoId?: string }): void {
  if (state.campeonatoId === championship) void refresh();
}

function connect(): void {
  reconnect = undefined;
  const es = new EventSource(STREAM);
  source = es;
  es.addEventListener('hola', (e) => {
    failures = 0;
    const greeting = JSON.parse((e as MessageEvent<string>).data) as { version?: string };
    // Changes made while it was away (the data, or the broadcaster's): fetched once now.
    if (greeting.version !== body.dataset.version || connected) void refresh();
    connected = true;
  });
  es.addEventListener('datos', () => void refresh());
  es.addEventListener('control', (e) => control(JSON.parse((e as MessageEvent<string>).data) as { campeonatoId?: string }));
  es.onerror = () => {
    // The browser's own retry has no backoff: the overlay closes and reconnects itself.
    es.close();
    if (source === es) source = null;
    const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;
    failures += 1;
    reconnect = window.setTimeout(connect, wait * (0.8 + Math.random() * 0.4));
  };
}

/** Time left as the server writes it (src/modules/overlays/application/next-race-overlay.use-case.ts). */
function countdownText(ms: number): string {
  if (ms <= 0) return '¡Arrancamos!';
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days} d ${clock}` : clock;
}

/** Counts down every element that names an instant (the next race's start), once a second. */
function tick(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-cuenta-hasta]')) {
    const text = countdownText(Date.parse(el.dataset.cuentaHasta!) - Date.now());
    if (el.textContent !== text) el.textContent = text;
  }
}

if (document.querySelector('[data-cuenta-hasta]')) setInterval(tick, 1_000);
connect();
addEventListener('pagehide', () => {
  source?.close();
  if (reconnect) clearTimeout(reconnect);
});
