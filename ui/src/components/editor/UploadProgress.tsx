// A labelled progress bar for an image being sent to the server.
interface UploadProgressProps {
  percent: number;
  label: string;
}

export function UploadProgress({ percent, label }: UploadProgressProps) {
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-sky-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
