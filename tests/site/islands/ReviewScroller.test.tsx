import { afterEach, describe, expect, it, vi } from 'vitest';
import ReviewScroller, { scrollStep } from '../../../site/src/components/islands/ReviewScroller.tsx';
import { buttonNamed, click, render } from './render.ts';

describe('ReviewScroller', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('steps 280 px and wraps to the start at the end (docs/product.md#states)', () => {
    expect(scrollStep(0, 300, 2000)).toBe(280);
    expect(scrollStep(1400, 300, 2000)).toBe(1680);
    expect(scrollStep(1700, 300, 2000)).toBe(0);
  });

  it('wraps the server-rendered cards with the controls, scrolls their track and opens a video in a small window', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const view = await render(
      <ReviewScroller count={2}>
        <ul className="review-track">
          <li className="review-card">Lovely trip</li>
          <li className="review-card">
            <button type="button" className="review-video" data-video="/uploads/r/v.mp4" aria-label="Play video from Meera">
              ▶
            </button>
          </li>
        </ul>
      </ReviewScroller>,
    );
    const track = view.container.querySelector<HTMLElement>('.review-track')!;
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    await click(buttonNamed(view.container, 'Next reviews'));
    expect(scrollBy).toHaveBeenCalledWith({ left: 280, behavior: 'smooth' });
    await click(buttonNamed(view.container, 'Play video from Meera'));
    expect(open).toHaveBeenCalledWith('/uploads/r/v.mp4', 'review-video', 'width=720,height=420,noopener');
    await click(view.container.querySelector('.review-card')!);
    expect(open).toHaveBeenCalledTimes(1);
    await view.unmount();
  });

  it('has no controls for a single review', async () => {
    const view = await render(
      <ReviewScroller count={1}>
        <ul className="review-track">
          <li className="review-card">Lovely trip</li>
        </ul>
      </ReviewScroller>,
    );
    expect(view.container.querySelector('.review-controls')).toBeNull();
    expect(view.container.textContent).toContain('Lovely trip');
    await view.unmount();
  });
});
