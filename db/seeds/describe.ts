// Listing descriptions in the voice of UK dealers and private sellers.
import { Random } from './random.js';

export interface DescribeInput {
  year: number;
  make: string;
  model: string;
  variant: string;
  engineLabel: string;
  colour: string;
  mileage: number;
  owners: number;
  serviceHistory: 'full' | 'partial' | 'none';
  features: string[];
  trade: boolean;
  sellerName: string;
  category: 'car' | 'motorcycle' | 'van';
  motMonths: number | null;
}

const HISTORY = {
  full: ['full service history', 'a full dealer service history', 'a fully stamped service book'],
  partial: ['part service history', 'some service history with receipts', 'a partial service record'],
  none: ['no service history', 'no paperwork beyond the V5C'],
};

export function describe(rng: Random, d: DescribeInput): string {
  const miles = d.mileage.toLocaleString('en-GB');
  const owners = d.owners === 1 ? 'one owner from new' : `${d.owners} previous owners`;
  const kit = d.features.slice(0, 5).join(', ');
  const history = rng.pick(HISTORY[d.serviceHistory]);
  const mot =
    d.motMonths == null ? '' : ` MOT valid for ${d.motMonths} month${d.motMonths === 1 ? '' : 's'}.`;
  const noun = d.category === 'motorcycle' ? 'bike' : d.category === 'van' ? 'van' : 'car';
  if (d.trade) {
    const openers = [
      `Here at ${d.sellerName} we are pleased to offer this ${d.year} ${d.make} ${d.model} ${d.variant} ${d.engineLabel} in ${d.colour}.`,
      `Just arrived: a ${d.colour.toLowerCase()} ${d.make} ${d.model} ${d.variant} (${d.year}) with ${miles} miles.`,
      `Stunning ${d.year} ${d.make} ${d.model} ${d.variant} ${d.engineLabel}, finished in ${d.colour}.`,
    ];
    const closers = [
      'HPI clear, part exchange welcome and finance available subject to status.',
      'Supplied with a fresh service, 12 months warranty and an HPI check. Nationwide delivery available.',
      'Every vehicle is inspected by our technicians before sale. Part exchange and finance options available.',
      `Viewing by appointment: call the ${d.sellerName} sales team to arrange a test drive.`,
    ];
    return `${rng.pick(openers)} ${capitalise(owners)} with ${history} and ${miles} miles.${mot} Specification includes ${kit}. ${rng.pick(closers)}`;
  }
  const openers = [
    `Selling my ${d.year} ${d.make} ${d.model} ${d.variant} as I no longer need a second ${noun}.`,
    `Reluctant sale of my ${d.colour.toLowerCase()} ${d.make} ${d.model} ${d.variant} ${d.engineLabel}.`,
    `For sale: ${d.year} ${d.make} ${d.model}, ${miles} miles, ${d.colour.toLowerCase()}.`,
  ];
  const closers = [
    'No time wasters please, cash or bank transfer on collection.',
    'Happy for inspection by the AA or RAC. Viewing welcome at weekends.',
    `Genuine reason for sale. Drives perfectly, any questions please ask.`,
  ];
  return `${rng.pick(openers)} ${capitalise(owners)}, ${history}.${mot} Comes with ${kit}. ${rng.pick(closers)}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
