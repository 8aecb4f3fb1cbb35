import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { cleanup } from '@testing-library/react';

/**
 * For the web component tests (test/web): a browser-like document (happy-dom) for the enclosing
 * `describe` only. It is installed before its tests and removed after them, so the other suites that
 * share the mocha process never see a `window`. Queries go through `render()`'s answer or
 * `within(document.body)`: @testing-library's `screen` binds to the document at import time.
 */
export function useDom(url = 'http://localhost:3000/'): void {
  before(() => {
    GlobalRegistrator.register({ url, width: 1280, height: 800 });
    // React checks this to accept updates wrapped in act(), which @testing-library does for us.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  // Each test starts from an empty page. Said here rather than left to @testing-library's own hook,
  // which is registered once per process and so misses the files a parallel worker loads later.
  afterEach(() => cleanup());
  after(async () => {
    cleanup();
    await GlobalRegistrator.unregister();
  });
}
