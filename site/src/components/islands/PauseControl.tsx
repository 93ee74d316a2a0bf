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
}

export function PauseControl({ stopped, onToggle, label, className = 'motion-toggle' }: Props) {
  return (
    <button
      type="button"
      data-visitor-allowed
      className={className}
      aria-label={`${stopped ? 'Play' : 'Pause'} ${label}`}
      onClick={onToggle}
    >
      <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
    </button>
  );
}
