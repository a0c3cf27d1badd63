// How a guide's date and read time read on screen.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-09-14' → '14 September 2026'. */
export function formatGuideDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
