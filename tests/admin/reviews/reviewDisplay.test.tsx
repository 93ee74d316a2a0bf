/** Rendered review pieces: the 150-character cut with See more / See less, and the form preview. */
import { act } from 'react';
import { messages } from '@travel/server/domain';
import { describe, expect, it } from 'vitest';
import { renderEachTest } from '../../site/islands/render.ts';
import { ReviewText } from '../../../admin/src/reviews/ReviewCard.tsx';
import { ReviewPreview } from '../../../admin/src/reviews/ReviewPreview.tsx';

const mount = renderEachTest();
let container: HTMLElement;
const render = (element: React.ReactElement) => (container = mount(element));

const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name);

describe('review text in the list', () => {
  it('cuts at 150 characters with See more, and shows it all with See less', () => {
    const text = 'a'.repeat(149) + ' tail words that go past the limit';
    render(<ReviewText text={text} />);
    expect(container.textContent).toContain(`${'a'.repeat(149)}...`);
    expect(container.textContent).not.toContain('tail words');
    act(() => button('See more')!.click());
    expect(container.textContent).toContain('tail words that go past the limit');
    act(() => button('See less')!.click());
    expect(container.textContent).not.toContain('tail words');
  });

  it('shows a short text whole, with no toggle', () => {
    render(<ReviewText text="Short and sweet." />);
    expect(container.textContent).toBe('Short and sweet.');
    expect(button('See more')).toBeUndefined();
  });
});

describe('review form preview', () => {
  it("shows name, stars and text; notes 'Review text will be hidden in display' only with media", () => {
    render(<ReviewPreview values={{ reviewerName: 'Asha', rating: 4, reviewText: 'Great trip', media: [] }} />);
    expect(container.textContent).toContain('Asha');
    expect(container.querySelector('[aria-label="4 out of 5 stars"]')).not.toBeNull();
    expect(container.textContent).toContain('Great trip');
    expect(container.textContent).not.toContain(messages.reviewTextHiddenNote);
    render(<ReviewPreview values={{ reviewerName: 'Asha', rating: 4, reviewText: 'x', media: ['/uploads/a.jpg'] }} />);
    expect(container.textContent).toContain(messages.reviewTextHiddenNote);
  });

  it("shows at most 3 image thumbnails with '+N' for the rest, and the reviewer fallback", () => {
    const media = ['/1.jpg', '/2.jpg', '/3.jpg', '/4.jpg', '/5.jpg'];
    render(<ReviewPreview values={{ reviewerName: '', rating: 5, reviewText: '', media }} />);
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(container.textContent).toContain('+2');
    expect(container.textContent).toContain('Anonymous');
  });
});
