import { expect } from 'chai';
import { registerApp } from '../../web/src/pwa/register.js';
import { useDom } from '../support/dom.js';

/** A stand-in of the browser's service worker container: one registration whose workers the test moves. */
function fakeWorkers() {
  class FakeWorker extends EventTarget {
    constructor(public state: string) {
      super();
    }
    become(state: string) {
      this.state = state;
      this.dispatchEvent(new Event('statechange'));
    }
  }
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    active: new FakeWorker('activated'),
  });
  const container = { controller: registration.active, register: async () => registration };
  /** A new version the browser finds: installing, then installed and waiting. */
  const newVersion = () => {
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    return {
      found: () => registration.dispatchEvent(new Event('updatefound')),
      installed: () => {
        registration.installing = null;
        registration.waiting = worker;
        worker.become('installed');
      },
    };
  };
  return { container, newVersion };
}

/** Whether a click on a link to another page of the site still reaches the app's router (the link itself). */
function clickReachesTheRouter(): boolean {
  const link = document.createElement('a');
  link.href = '/temporadas';
  document.body.append(link);
  let reached = false;
  link.addEventListener('click', (event) => {
    reached = true;
    event.preventDefault();
  });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  link.remove();
  return reached;
}

/** A page of its own for each case: once armed, the page's document keeps its listener. */
function onAFreshPage(): { workers: ReturnType<typeof fakeWorkers> } {
  useDom('https://parrilla.mx/perfil');
  const state = {} as { workers: ReturnType<typeof fakeWorkers> };
  before(() => {
    // Made once the page's globals are in (its EventTarget and Event go together).
    state.workers = fakeWorkers();
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: state.workers.container, configurable: true });
  });
  return state;
}

describe('The app taking a new version of the site on the next link followed', () => {
  describe('a version found after the page registered', () => {
    const page = onAFreshPage();
    it('leaves links to the router while no new version waits, and hands the next one to the browser once one found later is installed', async () => {
      await registerApp();
      expect(clickReachesTheRouter()).to.equal(true);
      const version = page.workers.newVersion();
      version.found();
      expect(clickReachesTheRouter()).to.equal(true);
      version.installed();
      expect(clickReachesTheRouter()).to.equal(false);
    });
  });

  describe('a version already installing when the page registered', () => {
    const page = onAFreshPage();
    it('also watches a version that was already installing when the page registered (found while it loaded)', async () => {
      const version = page.workers.newVersion();
      version.found();
      await registerApp();
      expect(clickReachesTheRouter()).to.equal(true);
      version.installed();
      expect(clickReachesTheRouter()).to.equal(false);
    });
  });
});
