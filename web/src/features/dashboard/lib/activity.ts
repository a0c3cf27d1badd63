import type { ActivityItem } from '../../../../../bff/plugins/listings/types';

export function activityText(item: ActivityItem): string {
  switch (item.kind) {
    case 'view':
      return `Someone viewed ${item.title}`;
    case 'enquiry':
      return `New enquiry about ${item.title}`;
    case 'listed':
      return `You listed ${item.title}`;
    case 'removed':
      return `You removed ${item.title}`;
  }
}

const rtf = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

export function ago(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return 'just now';
}
