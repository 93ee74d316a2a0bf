/** Auto-advancing carousels and scrollers stand still for visitors who ask for reduced motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}

let instances = 0;

/**
 * How much earlier than one interval each carousel on the page turns for the first time (0, 300,
 * 600, 900 ms, then again), so that a grid of cards does not turn all at the same moment while
 * each keeps the specification's cadence.
 */
export function nextStaggerMs(): number {
  const offset = (instances % 4) * 300;
  instances += 1;
  return offset;
}
