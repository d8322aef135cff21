// A shortcut card on a private area's home page: an icon, a title, one sentence, the whole card a link.
import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';

interface DashboardCardProps {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

export function DashboardCard({ to, title, text, icon: Icon }: DashboardCardProps) {
  return (
    <Link to={to} className="card-surface group flex h-full flex-col gap-4 p-6">
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-2xl bg-sky-100 text-sky-800">
        <Icon className="size-6" />
      </span>
      <span className="flex items-center gap-2 text-lg font-semibold text-sky-950">
        {title}
        <ArrowRight aria-hidden="true" className="size-4 text-amber-600 transition motion-safe:group-hover:translate-x-1" />
      </span>
      <span className="text-slate-600">{text}</span>
    </Link>
  );
}
