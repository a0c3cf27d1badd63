// 'Download Application' (DECISIONS 24): the submitted application as a self-contained HTML file the
// dealer can keep or print. Secrets appear only as "saved".
import { escapeHtml } from '../../lib/html.js';
import { groupFields } from './application-fields.js';
import type { ApplicationDetail } from './schemas.js';

export const downloadName = (a: ApplicationDetail) => `allmotors-dealer-application-${a.id}.html`;

export function applicationHtml(a: ApplicationDetail): string {
  const groups = groupFields(a.fields)
    .map(
      (g) =>
        `<h2>${escapeHtml(g.title)}</h2>\n<table>\n${g.fields
          .map((f) => `<tr><th scope="row">${escapeHtml(f.label)}</th><td>${escapeHtml(f.value)}</td></tr>`)
          .join('\n')}\n</table>`,
    )
    .join('\n');
  const submitted = new Date(a.submittedAt).toLocaleString('en-GB', { timeZone: 'Europe/London' });
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>AllMotors dealer application #${a.id}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
th { width: 40%; font-weight: 600; }
h2 { font-size: 1.05rem; margin: 1.5rem 0 .25rem; }
</style>
</head>
<body>
<h1>Dealer application #${a.id}</h1>
<p>${escapeHtml(a.companyName)} · submitted ${escapeHtml(submitted)} · status: <strong>${escapeHtml(a.status)}</strong></p>
${groups}
<p>We review applications within 24-48 hours. Approved dealers receive their API credentials by e-mail.</p>
</body>
</html>
`;
}
