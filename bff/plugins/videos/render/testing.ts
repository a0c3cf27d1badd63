// For the video tests: a minimal MP4 (just the boxes render/mp4-boxes.ts reads) and a fake renderer
// that returns it at once, or fails, or waits to be released, so API and machine tests need no ffmpeg.
import { FRAME, type AspectRatio, type TemplateId } from '../schemas.js';
import { templateOf } from '../templates.js';
import type { RenderFunction, RenderSpec } from './types.js';

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => b.writeUInt32BE(value >>> 0, 4 * i));
  return b;
};

/** An MP4 of `seconds` at width × height with one H.264 video track (and no frames). */
export function tinyMp4(width: number, height: number, seconds: number): Buffer {
  // mvhd v0: version/flags, created, modified, timescale, duration, then 80 bytes we leave zero.
  const mvhd = box('mvhd', u32(0, 0, 0, 1000, Math.round(seconds * 1000)), Buffer.alloc(80));
  // tkhd v0 is 84 bytes of content: its last two words are width and height in 16.16.
  const tkhd = box('tkhd', Buffer.alloc(76), u32(width * 65536, height * 65536));
  const hdlr = box(
    'hdlr',
    u32(0, 0),
    Buffer.from('vide', 'latin1'),
    Buffer.alloc(12),
    Buffer.from('Video\0'),
  );
  const stsd = box('stsd', u32(0, 1), box('avc1', Buffer.alloc(78)));
  const trak = box('trak', tkhd, box('mdia', hdlr, box('minf', box('stbl', stsd))));
  return Buffer.concat([
    box('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomavc1', 'latin1')),
    box('moov', mvhd, trak),
    box('mdat', Buffer.alloc(64, 1)),
  ]);
}

export interface FakeRenderer {
  render: RenderFunction;
  /** The specs it was asked to render, in order. */
  specs: RenderSpec[];
  /** Renders running now. */
  running: number;
  mostAtOnce: number;
  /** The next renders fail with this reason (null: they succeed). */
  failWith: string | null;
  /** While set, renders wait until release() (to watch concurrency, or a render in flight). */
  hold: boolean;
  release(): void;
}

export function fakeRenderer(): FakeRenderer {
  let waiting: (() => void)[] = [];
  const fake: FakeRenderer = {
    specs: [],
    running: 0,
    mostAtOnce: 0,
    failWith: null,
    hold: false,
    release() {
      fake.hold = false;
      const all = waiting;
      waiting = [];
      all.forEach((go) => go());
    },
    render: async (spec, { signal, onProgress }) => {
      fake.specs.push(spec);
      fake.running++;
      fake.mostAtOnce = Math.max(fake.mostAtOnce, fake.running);
      try {
        onProgress({ progress: 40, stage: 'Encoding' });
        if (fake.hold) await new Promise<void>((resolve) => waiting.push(resolve));
        if (signal.aborted) throw new Error('The render was stopped');
        if (fake.failWith) throw new Error(fake.failWith);
        return tinyMp4(spec.width, spec.height, spec.duration);
      } finally {
        fake.running--;
      }
    },
  };
  return fake;
}

/** A render of a plausible car (three drawings, real-looking facts) for the render tests and the bench. */
export function sampleSpec(aspectRatio: AspectRatio, template: TemplateId, duration: number): RenderSpec {
  return {
    videoId: 1,
    ...FRAME[aspectRatio],
    duration,
    template: templateOf(template),
    car: {
      id: 42,
      title: '2021 Volkswagen Golf 1.5 TSI Life 5dr',
      make: 'Volkswagen',
      model: 'Golf',
      year: 2021,
      price: 1_849_500,
      mileage: 21_400,
      fuelType: 'Petrol',
      transmission: 'Manual',
      bodyType: 'Hatchback',
      colour: 'Red',
      location: 'Leeds',
      description: 'One owner.',
      features: ['Sat Nav', 'Heated Seats'],
      images: [
        '/api/media/listings/42/0.svg',
        '/api/media/listings/42/1.svg',
        '/api/media/listings/42/2.svg',
      ],
    },
    category: 'car',
    dealerName: 'Northgate Motors',
    branding: { colors: { primary: '#3B82F6', secondary: '#1E40AF' }, watermark: true, logo: null },
    callToAction: 'Visit us today for a test drive!',
    facts: {
      priceChange: { previous: 1_899_500, since: '2026-10-12T09:00:00Z' },
      market: { count: 7, median: 1_920_000 },
    },
  };
}
