// The HTML of a demo source platform: a plain classifieds site as the crawler will meet it.
import type { SourceVehicleRow } from './queries.js';

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const money = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;

function layout(platformName: string, title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(platformName)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1f2937}header{background:#111827;color:#fff;padding:.75rem 1rem}
main{max-width:960px;margin:0 auto;padding:1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{color:#6b7280}.price{font-size:1.75rem;font-weight:700}img{max-width:100%;height:auto;border-radius:.5rem}
.note{background:#fef3c7;padding:.5rem .75rem;border-radius:.5rem;font-size:.875rem}</style></head>
<body><header><strong>${escapeHtml(platformName)}</strong></header><main>
<p class="note">Demo source: a stand-in for a listing platform, served by AllMotors so that links and the crawler work offline.</p>
${body}</main></body></html>`;
}

export function vehiclePage(platformName: string, v: SourceVehicleRow): string {
  const specs: [string, string | number][] = [
    ['Year', v.year],
    ['Mileage', `${v.mileage.toLocaleString('en-GB')} miles`],
    ['Fuel', v.fuel_type],
    ['Gearbox', v.transmission],
    ['Body', v.body_type],
    ['Engine', `${Number(v.engine_size).toFixed(1)} L`],
    ['Colour', v.color],
    ['Owners', v.previous_owners],
    ...(v.registration ? ([['Registration', v.registration]] as [string, string][]) : []),
  ];
  return layout(
    platformName,
    v.title,
    `<article data-external-id="${escapeHtml(v.external_id)}">
<h1>${escapeHtml(v.title)}</h1>
<p class="price" data-price-pence="${v.price}">${money(v.price)}</p>
<img src="/api/media/listings/${v.listing_id}/0.svg" alt="${escapeHtml(v.title)}" width="640" height="480">
<dl>${specs.map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`).join('')}</dl>
<h2>Description</h2><p>${escapeHtml(v.description)}</p>
<h2>Features</h2><ul>${v.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
<h2>Seller</h2><p>${escapeHtml(v.seller_name)}, ${escapeHtml(v.seller_town)}${v.phone ? ` · ${escapeHtml(v.phone)}` : ''}</p>
</article>`,
  );
}

export function removedPage(platformName: string): string {
  return layout(
    platformName,
    'Advert removed',
    '<h1>This advert has been removed</h1><p>The vehicle has probably been sold.</p>',
  );
}

export function indexPage(
  platformId: string,
  platformName: string,
  page: number,
  pages: number,
  rows: { external_id: string; price: number; title: string; mileage: number }[],
): string {
  const link = (p: number, label: string) => `<a href="/demo-sources/${platformId}/?page=${p}">${label}</a>`;
  return layout(
    platformName,
    `Used vehicles, page ${page}`,
    `<h1>Used vehicles for sale</h1><p>Page ${page} of ${pages}</p>
<ul>${rows
      .map(
        (r) =>
          `<li><a href="/demo-sources/${platformId}/vehicles/${encodeURIComponent(r.external_id)}">${escapeHtml(r.title)}</a> · ${money(r.price)} · ${r.mileage.toLocaleString('en-GB')} miles</li>`,
      )
      .join('')}</ul>
<nav>${page > 1 ? link(page - 1, 'Previous') : ''} ${page < pages ? link(page + 1, 'Next') : ''}</nav>`,
  );
}
