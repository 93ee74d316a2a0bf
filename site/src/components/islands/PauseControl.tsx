/**
 * The pause/play button of an auto-advancing carousel or scroller (WCAG 2.2.2).
 * Visitors may use it: stopping motion is not content, so the visitor click block lets it through.
 */
interface Props {
  stopped: boolean;
  onToggle(): void;
  /** What moves, for the button's name: 'slideshow', 'reviews'. */
  label: string;
  className?: string;
  /** The button's names in the page's language, in place of 'Play …' / 'Pause …'. */
  names?: { play: string; pause: string };
}

export function PauseControl({ stopped, onToggle, label, className = 'motion-toggle', names }: Props) {
  const name = names ? (stopped ? names.play : names.pause) : `${stopped ? 'Play' : 'Pause'} ${label}`;
  return (
    <button type="button" data-visitor-allowed className={className} aria-label={name} onClick={onToggle}>
      <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
    </button>
  );
}
