/**
 * The photo carousels' and the reviews scroller's labels (islands/TripGallery, TripMediaCarousel, ReviewScroller,
 * PauseControl) in English: their defaults. Templates, not functions (props must serialize): `{place}`, `{n}`,
 * `{count}` are filled in by `fill`. Hindi pages hand hi.ts's `media`.
 */
export const mediaLabelsEn = {
  carousel: 'carousel',
  slide: 'slide',
  photos: '{place} photos',
  photosAndVideo: '{place} photos and video',
  slideOf: '{n} of {count}',
  photo: '{place}, photo {n}',
  video: '{place} video',
  previous: 'Previous photo',
  next: 'Next photo',
  play: 'Play slideshow',
  pause: 'Pause slideshow',
  openFullScreen: 'Open photo {n} of {count} full screen',
  show: 'Show photo {n}',
  viewer: '{place} photo {n} of {count}',
  closeViewer: 'Close viewer',
  comingSoon: 'Photos coming soon',
  playReviews: 'Play reviews',
  pauseReviews: 'Pause reviews',
  previousReviews: 'Previous reviews',
  nextReviews: 'Next reviews',
};

export type MediaLabels = typeof mediaLabelsEn;
