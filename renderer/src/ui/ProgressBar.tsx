/**
 * A determinate bar: `role="progressbar"` with its figures, so a screen reader hears "300 of
 * 1,200" where a sighted person sees the bar fill (a bare `<progress>` is announced without
 * words of its own and reads nothing as a percentage of an unknown whole).
 */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  className,
}: {
  value: number;
  max: number;
  /** What is progressing, e.g. "Payments copied". */
  label: string;
  /** The figures in the reader's language, e.g. "300 of 1,200". */
  valueText: string;
  className?: string;
}) {
  const now = Math.min(Math.max(value, 0), max);
  const share = max > 0 ? (now / max) * 100 : 0;
  return (
    <span
      className={className ? `progress-bar ${className}` : 'progress-bar'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={valueText}
    >
      <span className="progress-bar-fill" style={{ inlineSize: `${share}%` }} />
    </span>
  );
}
