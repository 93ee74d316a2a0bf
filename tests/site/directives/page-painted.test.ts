/**
 * When island and page scripts start (site/src/directives/page-painted.ts): after the page's largest paint, or its
 * hero photo's, then on idle; after the load event where the browser reports no largest paint; after 5 s at most.
 * happy-dom has no paint timing: a stand-in PerformanceObserver delivers the entries a browser would. Chromium's own
 * behaviour is checked end to end (tests/e2e/site/landing.test.ts, trip-detail.test.ts: no script before the paint).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPagePainted } from '../../../site/src/directives/page-painted.ts';

type Callback = (list: { getEntries: () => { element: Element | null }[] }) => void;
let observers: Callback[] = [];
/** Delivers a largest-contentful-paint entry for `element` to every observer, as the browser does after a frame. */
const paint = (element: Element | null) => {
  for (const callback of observers) callback({ getEntries: () => [{ element }] });
};

class FakePerformanceObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  private readonly callback: Callback;
  constructor(callback: Callback) {
    this.callback = callback;
  }
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}

const heroPhoto = () => {
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  // Still loading: happy-dom loads no images, so the test says when it loads or fails.
  Object.defineProperty(img, 'complete', { value: false });
  document.body.append(img);
  return img;
};

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  document.body.innerHTML = '<h1>Kerala Backwaters</h1>';
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPagePainted', () => {
  it('starts after the first largest paint, once the browser is idle', async () => {
    const start = vi.fn();
    afterPagePainted(start);
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();
    paint(document.querySelector('h1'));
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledOnce();
    paint(document.querySelector('h1'));
    await vi.advanceTimersByTimeAsync(6000);
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for the hero photo’s own paint rather than an earlier one of the title', async () => {
    const hero = heroPhoto();
    const start = vi.fn();
    afterPagePainted(start);
    paint(document.querySelector('h1'));
    await vi.advanceTimersByTimeAsync(200);
    expect(start).not.toHaveBeenCalled();
    paint(hero);
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts once a hero photo that is not the largest paint has loaded, decoded and been drawn, or at once when it fails', async () => {
    const loaded = heroPhoto();
    let decoded = () => {};
    Object.defineProperty(loaded, 'decode', { value: () => new Promise<void>((resolve) => (decoded = resolve)) });
    const afterLoad = vi.fn();
    afterPagePainted(afterLoad);
    loaded.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(afterLoad).not.toHaveBeenCalled();
    decoded();
    await vi.advanceTimersByTimeAsync(16);
    expect(afterLoad).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(afterLoad).toHaveBeenCalledOnce();

    document.body.innerHTML = '';
    const failed = heroPhoto();
    const afterError = vi.fn();
    afterPagePainted(afterError);
    failed.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(20);
    expect(afterError).toHaveBeenCalledOnce();
  });

  it('waits for the load event where the browser reports no largest paint', async () => {
    FakePerformanceObserver.supportedEntryTypes = ['paint'];
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      const start = vi.fn();
      afterPagePainted(start);
      await vi.advanceTimersByTimeAsync(1000);
      expect(start).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(20);
      expect(start).toHaveBeenCalledOnce();
    } finally {
      FakePerformanceObserver.supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      readyState.mockRestore();
    }
  });

  it('starts at once, without waiting for idle time, when the visitor presses something before the paint', async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    for (const press of [new PointerEvent('pointerdown', { bubbles: true }), new KeyboardEvent('keydown', { bubbles: true })]) {
      const start = vi.fn();
      afterPagePainted(start);
      await vi.advanceTimersByTimeAsync(1000);
      expect(start).not.toHaveBeenCalled();
      document.body.dispatchEvent(press);
      await vi.advanceTimersByTimeAsync(5);
      expect(start).toHaveBeenCalledOnce();
      // The press is heard once: the paint arriving later starts nothing again.
      paint(document.querySelector('h1'));
      await vi.advanceTimersByTimeAsync(6000);
      expect(start).toHaveBeenCalledOnce();
    }
    expect(idle).not.toHaveBeenCalled();
  });

  it('starts anyway after 5 seconds when nothing paints (a page opened in a background tab)', async () => {
    const start = vi.fn();
    afterPagePainted(start);
    await vi.advanceTimersByTimeAsync(4900);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(start).toHaveBeenCalledOnce();
  });
});
