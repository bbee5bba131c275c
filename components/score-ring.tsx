import { cx } from './styles';

export interface GradeView {
  label: string;
  color: string;
}

/** The overall score as a ring; fixed size so it never shifts the layout when data arrives. */
export function ScoreRing({ score, grade, size = 96, className }: { score: number | null; grade?: GradeView | null; size?: number; className?: string }) {
  const stroke = 8;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const share = score === null ? 0 : Math.max(0, Math.min(100, score)) / 100;
  const label = score === null ? 'No score yet' : `Score ${Math.round(score)} out of 100${grade ? `, grade ${grade.label}` : ''}`;
  return (
    <div role="img" aria-label={label} className={cx('relative inline-flex shrink-0', className)} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="#e2e8f0" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={grade?.color ?? '#334155'}
          strokeWidth={stroke}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
          strokeLinecap="round"
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-2xl font-semibold tabular-nums">
        {score === null ? '–' : Math.round(score)}
      </span>
    </div>
  );
}

export function GradeBadge({ grade, className }: { grade: GradeView; className?: string }) {
  return (
    <span
      className={cx('inline-flex size-10 items-center justify-center rounded-md text-lg font-bold text-white', className)}
      style={{ backgroundColor: grade.color }}
      aria-label={`Grade ${grade.label}`}
      role="img"
    >
      <span aria-hidden="true">{grade.label}</span>
    </span>
  );
}
