/**
 * For the web component tests: every request the page makes (fetch and XMLHttpRequest, for uploads)
 * is recorded and answered by `answer` (by default 200 `{}`), so a test can say what was sent and
 * what the server says back. Installed before each test of the enclosing `describe` (after `useDom`).
 */
export interface SentRequest {
  method: string;
  url: string;
}
export interface StubAnswer {
  status: number;
  body?: unknown;
}

export function useRequestsStub() {
  const state = { sent: [] as SentRequest[], answer: (_r: SentRequest): StubAnswer => ({ status: 200, body: {} }) };
  let restore: () => void = () => undefined;
  beforeEach(() => {
    state.sent = [];
    state.answer = () => ({ status: 200, body: {} });
    const g = globalThis as unknown as { fetch: typeof fetch; XMLHttpRequest: unknown };
    const previous = { fetch: g.fetch, xhr: g.XMLHttpRequest };
    g.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request: SentRequest = { method: init?.method ?? 'GET', url: String(input) };
      state.sent.push(request);
      const { status, body } = state.answer(request);
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    };
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private request: SentRequest = { method: 'GET', url: '' };
      open(method: string, url: string) {
        this.request = { method, url };
      }
      setRequestHeader() {}
      send() {
        state.sent.push(this.request);
        const { status, body } = state.answer(this.request);
        this.status = status;
        this.responseText = body === undefined ? '' : JSON.stringify(body);
        setTimeout(() => this.onload?.(), 0);
      }
    }
    g.XMLHttpRequest = FakeXhr;
    restore = () => {
      g.fetch = previous.fetch;
      g.XMLHttpRequest = previous.xhr;
    };
  });
  afterEach(() => restore());
  return state;
}
