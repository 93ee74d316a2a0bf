/**
 * Motion people can stop (WCAG 2.2.2): an auto-advance that pauses while the
 * pointer is over it or focus is inside it, has a pause/play control, never runs under
 * prefers-reduced-motion (also when that changes while the page is open), and starts at a staggered
 * moment so that neighbouring carousels do not turn together.
 */
import { useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { nextStaggerMs, prefersReducedMotion, REDUCED_MOTION_QUERY } from '../../lib/motion.ts';

interface Options {
  /** Whether there is anything to advance (more than one item). */
  enabled: boolean;
  intervalMs: number;
  /** Extra condition that holds the motion (an open viewer, a playing video). */
  held?: boolean;
  onTick(): void;
}

export function useAutoAdvance({ enabled, intervalMs, held = false, onTick }: Options) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const tick = useRef(onTick);
  tick.current = onTick;
  const stagger = useRef<number | null>(null);

  useEffect(() => {
    setReducedMotion(prefersReducedMotion());
    const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
    const update = () => setReducedMotion(query.matches);
    query?.addEventListener?.('change', update);
    return () => query?.removeEventListener?.('change', update);
  }, []);

  const running = enabled && !hovered && !focused && !stopped && !held && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    // The first turn comes a little early for some carousels; after that, and after a pause, one interval.
    const early = stagger.current === null ? nextStaggerMs() : 0;
    stagger.current = early;
    let interval = 0;
    const first = window.setTimeout(() => {
      tick.current();
      interval = window.setInterval(() => tick.current(), intervalMs);
    }, intervalMs - early);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [running, intervalMs]);

  return {
    running,
    /** Whether to show the pause/play control: there is motion that could run. */
    showControl: enabled && !reducedMotion,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    /** Spread on the carousel's root element. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

/** A horizontal swipe (touch or pen) of at least 40 px calls `onSwipe` with 1 (swiped left: next) or -1. */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (event: { clientX: number; pointerType: string }) => {
      startX.current = event.pointerType === 'mouse' ? null : event.clientX;
    },
    onPointerUp: (event: { clientX: number }) => {
      if (startX.current === null) return;
      const distance = event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(distance) >= 40) onSwipe(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
}
