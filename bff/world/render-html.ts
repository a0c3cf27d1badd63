// The HTML platforms' pages: plain classifieds sites with cards, pagination, JSON-LD, and links to
// places robots.txt keeps crawlers out of (saved adverts, site search, contact forms).
import type { PlatformSpec } from '../../db/reference/platforms.js';
import { groupThousands } from '../../db/seeds/describe.js';
import { brokenScriptJson, scriptJson, vehicleJsonLd } from './render-jsonld.js';
import { money, type PostingView } from './view.js';

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const THEME: Record<string, string> = {
  autohub: '#0b3d91',
  motormart: '#7a1f1f',
  drivelist: '#14532d',
  pistonpost: '#4a044e',
  wheelswap: '#9a3412',
  localmotors: '#334155',
  dealerdirect: '#1e3a8a',
  carnation: '#831843',
};

interface Layout {
  title: string;
  head?: string;
  body: string;
}

export function layout(platform: PlatformSpec, page: Layout): string {
  const colour = THEME[platform.id] ?? '#111827';
  const browse = platform.kind === 'html' ? '<a href="/used-vehicles">Used vehicles</a> ' : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} | ${escapeHtml(platform.name)}</title>
${page.head ?? ''}<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2937}
header{background:${colour};color:#fff;padding:.75rem 1rem;display:flex;gap:1rem;align-items:center}
header a{color:#fff}.brand{font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:1000px;margin:0 auto;padding:1rem}.cards{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(280px,1fr))}
.card{border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem}.price{font-size:1.4rem;font-weight:700}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{color:#6b7280}img{max-width:100%;height:auto}
</style>
</head>
<body>
<header><a class="brand" href="/">${escapeHtml(platform.name)}</a><nav>${browse}<a href="/search?q=">Search</a> <a href="/account/saved">Saved</a> <a href="/account/login">Sign in</a></nav></header>
<main>
${page.body}
</main>
<footer><p>${escapeHtml(platform.name)} is a demo platform of the AllMotors demo world.</p></footer>
</body>
</html>
`;
}

function facts(v: PostingView): string {
  return [String(v.year), `${groupThousands(v.mileage)} miles`, v.fuel, v.transmission]
    .map(escapeHtml)
    .join(' · ');
}

function priceText(v: PostingView): string {
  return v.price === null ? 'POA' : money(v.price);
}

function card(v: PostingView): string {
  const id = escapeHtml(v.id);
  return `<li class="card" data-id="${id}">
<a href="/vehicles/${id}"><img src="/images/${id}/1.svg" alt="${escapeHtml(v.title)}" width="320" height="240" loading="lazy"><h2>${escapeHtml(v.title)}</h2></a>
<p class="price">${priceText(v)}</p>
<p class="facts">${facts(v)}</p>
<p class="seller">${escapeHtml(v.seller.name)}, ${escapeHtml(v.seller.town)}</p>
<p><a href="/vehicles/${id}/contact" rel="nofollow">Contact seller</a> · <a href="/account/saved?add=${id}" rel="nofollow">Save</a></p>
</li>`;
}

export interface ListPage {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  views: PostingView[];
  base: string;
}

/** `/used-vehicles?page=N`: cards, pagination, and one ItemList JSON-LD block. */
export function listPage(platform: PlatformSpec, l: ListPage): string {
  const href = (n: number) => `/used-vehicles?page=${n}`;
  const prev = l.page > 1 ? href(l.page - 1) : null;
  const next = l.page < l.pages ? href(l.page + 1) : null;
  const start = (l.page - 1) * l.pageSize;
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: l.total,
    // A record whose JSON-LD is broken gets a block of its own below (as a hand-rolled template would
    // write it), so a crawler reading the list meets it and must reject it.
    itemListElement: l.views.flatMap((v, i) =>
      v.malformed === 'invalidJsonLd'
        ? []
        : [{ '@type': 'ListItem', position: start + i + 1, item: vehicleJsonLd(v) }],
    ),
  };
  const head = [
    `<link rel="canonical" href="${escapeHtml(`${l.base}${href(l.page)}`)}">`,
    prev ? `<link rel="prev" href="${prev}">` : '',
    next ? `<link rel="next" href="${next}">` : '',
    `<script type="application/ld+json">${scriptJson(itemList)}</script>`,
    ...l.views
      .filter((v) => v.malformed === 'invalidJsonLd')
      .map(
        (v) =>
          `<script type="application/ld+json">${brokenScriptJson({ '@context': 'https://schema.org', ...vehicleJsonLd(v) })}</script>`,
      ),
  ]
    .filter(Boolean)
    .join('\n');
  const makes = [...new Set(l.views.map((v) => v.make))].slice(0, 6);
  const body = `<h1>Used vehicles for sale</h1>
<p class="count">${groupThousands(l.total)} vehicles · page ${l.page} of ${l.pages}</p>
<form action="/search" method="get"><label>Search <input name="q" type="search"></label> <button>Search</button></form>
<p class="popular">Popular: ${makes.map((m) => `<a href="/search?q=${encodeURIComponent(m)}">${escapeHtml(m)}</a>`).join(' · ')}</p>
<ol class="cards">
${l.views.map(card).join('\n')}
</ol>
<nav class="pagination" aria-label="Pages">${prev ? `<a rel="prev" href="${prev}">Previous</a>` : ''} <span>Page ${l.page} of ${l.pages}</span> ${next ? `<a rel="next" href="${next}">Next</a>` : ''}</nav>`;
  return layout(platform, { title: `Used vehicles for sale, page ${l.page}`, head: `${head}\n`, body });
}

/** `/vehicles/{id}`: the advert, with the vehicle's JSON-LD (broken on purpose for a few). */
export function detailPage(platform: PlatformSpec, v: PostingView): string {
  const ld = { '@context': 'https://schema.org', ...vehicleJsonLd(v) };
  const json = v.malformed === 'invalidJsonLd' ? brokenScriptJson(ld) : scriptJson(ld);
  const specs: [string, string][] = [
    ['Year', String(v.year)],
    ['Mileage', `${groupThousands(v.mileage)} miles`],
    ['Fuel', v.fuel],
    ['Gearbox', v.transmission],
    ['Body', v.body],
    ['Engine', `${v.engineLitres.toFixed(1)} L, ${v.powerBhp} bhp`],
    ['Colour', v.colour],
    ['Doors', String(v.doors)],
    ['Seats', String(v.seats)],
    ['Owners', String(v.owners)],
    ['Service history', v.serviceHistory],
    ...(v.motExpiry ? ([['MOT until', v.motExpiry]] as [string, string][]) : []),
    ...(v.registration ? ([['Registration', v.registration]] as [string, string][]) : []),
  ];
  const id = escapeHtml(v.id);
  const body = `<article data-id="${id}">
<h1>${escapeHtml(v.title)}</h1>
<p class="price">${priceText(v)}</p>
<div class="gallery">${v.images.map((src, i) => `<img src="${escapeHtml(src)}" alt="${escapeHtml(v.title)}, photo ${i + 1}" width="640" height="480">`).join('')}</div>
<dl>${specs.map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`).join('')}</dl>
<h2>Description</h2><p>${escapeHtml(v.description)}</p>
<h2>Features</h2><ul>${v.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
<h2>Seller</h2><p>${escapeHtml(v.seller.name)}, ${escapeHtml(v.seller.town)} ${escapeHtml(v.seller.postcode)}${v.seller.phone ? ` · ${escapeHtml(v.seller.phone)}` : ''}</p>
<p><a href="/vehicles/${id}/contact" rel="nofollow">Contact seller</a> · <a href="/account/saved?add=${id}" rel="nofollow">Save this vehicle</a> · <a href="/search?q=${encodeURIComponent(`${v.make} ${v.model}`)}">More ${escapeHtml(v.make)} ${escapeHtml(v.model)}</a></p>
</article>`;
  return layout(platform, {
    title: v.title,
    head: `<link rel="canonical" href="${escapeHtml(v.url)}">\n<script type="application/ld+json">${json}</script>\n`,
    body,
  });
}

export function messagePage(platform: PlatformSpec, heading: string, text: string): string {
  return layout(platform, {
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>`,
  });
}

/** The platform's front page: where its stock is published. */
export function homePage(platform: PlatformSpec): string {
  const where =
    platform.kind === 'html'
      ? '<p><a href="/used-vehicles">Browse our used vehicles</a></p>'
      : platform.kind === 'json'
        ? '<p>Developers: our stock is at <a href="/api/v1/vehicles">/api/v1/vehicles</a> (cursor paging, <code>limit</code> up to 200).</p>'
        : `<p>Partners: the stock feed is at <a href="${escapeHtml(platform.startPath)}">${escapeHtml(platform.startPath)}</a> and needs your partner key.</p>`;
  return layout(platform, {
    title: 'Used cars, vans and motorbikes',
    body: `<h1>${escapeHtml(platform.name)}</h1>\n${where}\n<p><a href="/search?q=">Search</a> · <a href="/account/saved">Your saved vehicles</a></p>`,
  });
}

/** The search, account and contact pages robots.txt disallows: real sites still answer them. */
export function disallowedPage(platform: PlatformSpec, path: string): string {
  if (path.startsWith('/search'))
    return messagePage(platform, 'Search', 'Type a make or model to search our stock.');
  if (path.startsWith('/account/'))
    return messagePage(platform, 'Sign in', 'Sign in to see your saved vehicles and searches.');
  return messagePage(platform, 'Contact the seller', 'Send the seller a message about this vehicle.');
}
