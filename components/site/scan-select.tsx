import { FOCUS_RING, cx } from '../styles';
import { formatDateTime, formatScore } from './format';

export interface ScanOption {
  id: string;
  score: number | null;
  scannedAt: string;
  engine: string | null;
}

/** A labelled select of finished scans (works without JavaScript inside a GET form). */
export function ScanSelect({ id, name, label, scans, value }: { id: string; name: string; label: string; scans: ScanOption[]; value: string }) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={cx('mt-1 block min-h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900', FOCUS_RING)}
      >
        {scans.map((scan) => (
          <option key={scan.id} value={scan.id}>
            {`${formatDateTime(scan.scannedAt)} · score ${formatScore(scan.score)} · ${scan.engine ?? 'engine unknown'}`}
          </option>
        ))}
      </select>
    </div>
  );
}
