// A partner's XML stock feed (CONTEXT.md, 'Feeds', dealerdirect):
// <stock count="N"><vehicle id="…"><make/>…<price currency="GBP"/><mileage unit="miles"/>
// <engine litres="2.0" bhp="190"/>…<seller type="dealer">…</seller></vehicle></stock>.
import * as cheerio from 'cheerio';
import { absoluteUrl, collect, countOf, type Read } from './page.js';
import { UnreadableBodyError, type ParsedPage } from './types.js';

const KM_TO_MILES = 0.621371;

export function parseXmlFeed(body: string, url: string): ParsedPage {
  const $ = cheerio.load(body, { xml: true });
  const stock = $.root().children().first();
  if (stock.prop('tagName')?.toLowerCase() !== 'stock')
    throw new UnreadableBodyError('XML feed has no <stock> root');

  const reads: Read[] = [];
  stock.children('vehicle').each((_, el) => {
    reads.push(readVehicle($, $(el), url));
  });
  return { ...collect(reads), next: [], expected: countOf(stock.attr('count')) ?? reads.length };
}

// cheerio does not re-export its node types; a selection of elements is all this needs.
type Selection = cheerio.Cheerio<any>;

function readVehicle($: cheerio.CheerioAPI, v: Selection, pageUrl: string): Read {
  /** A child's text; undefined when the element is absent, so absent and empty both read 'missing'. */
  const text = (parent: Selection, name: string) => {
    const child = parent.children(name).first();
    return child.length ? child.text() : undefined;
  };
  const field = (name: string) => text(v, name);
  const list = (outer: string, inner: string) =>
    v
      .children(outer)
      .children(inner)
      .map((_, i) => $(i).text())
      .get();

  const mileageEl = v.children('mileage').first();
  const unit = (mileageEl.attr('unit') ?? 'miles').toLowerCase();
  const reading = mileageEl.length ? mileageEl.text() : undefined;
  const kilometres = ['km', 'kms', 'kilometres', 'kilometers'].includes(unit);
  const mileage =
    kilometres && reading !== undefined && Number.isFinite(Number(reading))
      ? Math.round(Number(reading) * KM_TO_MILES)
      : reading;

  const engine = v.children('engine').first();
  const cc = engine.attr('cc');
  const seller = v.children('seller').first();
  const price = v.children('price').first();
  return {
    raw: {
      externalId: v.attr('id'),
      url: absoluteUrl(field('url'), pageUrl),
      category: field('category'),
      title: field('title'),
      make: field('make'),
      model: field('model'),
      variant: field('variant'),
      year: field('year'),
      price: price.length ? price.text() : undefined,
      currency: price.attr('currency'),
      mileage: kilometres || unit === 'miles' || unit === 'mi' ? mileage : `${reading} ${unit}`,
      fuelType: field('fuel'),
      transmission: field('transmission'),
      bodyType: field('body'),
      engineSize: engine.attr('litres') ?? (cc && Number.isFinite(Number(cc)) ? Number(cc) / 1000 : cc),
      powerBhp: engine.attr('bhp'),
      doors: field('doors'),
      seats: field('seats'),
      colour: field('colour'),
      previousOwners: field('owners'),
      registration: field('registration'),
      vin: field('vin'),
      serviceHistory: field('serviceHistory'),
      motExpiry: field('motExpiry'),
      features: list('features', 'feature'),
      description: field('description'),
      imageUrls: list('images', 'image').map((i) => absoluteUrl(i, pageUrl)),
      seller: {
        type: seller.attr('type'),
        name: text(seller, 'name'),
        town: text(seller, 'town'),
        postcode: text(seller, 'postcode'),
        phone: text(seller, 'phone'),
      },
    },
  };
}
