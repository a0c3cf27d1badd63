// The page our crawler's User-Agent points at (CRAWL-POLICY C4): who we are, what we fetch, how we
// behave, and how a site asks us to slow down or stop.
import type { ServerRoute } from '@hapi/hapi';
import { escapeHtml } from '../../lib/html.js';

export function botPageRoute(siteUrl: string): ServerRoute {
  const site = escapeHtml(siteUrl);
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>AllMotorsBot | AllMotors</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.55;color:#1f2937}
code{background:#f3f4f6;padding:.1rem .3rem;border-radius:.25rem}</style></head><body>
<h1>AllMotorsBot</h1>
<p>AllMotorsBot is the crawler of <a href="${site}">AllMotors</a>, a UK search of used cars, motorcycles and
vans advertised on many sites. It reads the public stock pages, APIs and partner feeds of the sites we
list, so buyers can find a vehicle and follow the link back to the advert on your site.</p>
<h2>What it fetches</h2>
<ul><li>Your <code>robots.txt</code>, once per crawl (kept at most 24 hours). We obey the rules of the
<code>AllMotorsBot</code> group, else those of <code>*</code>, and honour <code>Crawl-delay</code>.</li>
<li>Listing pages, API pages or stock feeds, and nothing the rules disallow; never account, search or
contact pages.</li></ul>
<h2>How it behaves</h2>
<ul><li>One request at a time to your site, at least a second apart unless you have agreed otherwise,
more if your <code>Crawl-delay</code> asks.</li>
<li>Conditional requests (<code>If-None-Match</code>, <code>If-Modified-Since</code>): an unchanged page
costs you a 304.</li>
<li>A <code>429</code> or <code>503</code> slows us down: we wait as long as <code>Retry-After</code> says,
and back off further without it. We retry at most three times, and never after a 4xx.</li>
<li>Every request says <code>User-Agent: AllMotorsBot/&lt;version&gt; (+${site}/bot)</code>.</li></ul>
<h2>Asking us to stop</h2>
<p>Add <code>User-agent: AllMotorsBot</code> with <code>Disallow: /</code> to your robots.txt and we stop at
our next crawl, or answer our requests with <code>429</code> and a <code>Retry-After</code> to slow us
down. To talk to a person, use the contact details on <a href="${site}">our site</a>.</p>
</body></html>`;
  return {
    method: 'GET',
    path: '/bot',
    options: {
      auth: false,
      id: 'scraping.botPage',
      description: 'Who our crawler is and how to ask it to stop (CRAWL-POLICY C4)',
      handler: (_request, h) => h.response(html).type('text/html'),
    },
  };
}
