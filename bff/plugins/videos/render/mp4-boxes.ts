// A small reader of an MP4's boxes (ISO/IEC 14496-12): the duration from `mvhd`, and the video track's
// size from its `tkhd` and codec from its `stsd`. Enough to check what the encoder made without ffprobe.

export interface Mp4Info {
  durationSeconds: number;
  width: number;
  height: number;
  /** The video sample entry's four-character code ('avc1' for H.264). */
  codec: string;
  /** Whether `moov` comes before `mdat` (-movflags +faststart: playable while downloading). */
  faststart: boolean;
}

interface Box {
  type: string;
  start: number;
  /** Where the box's content begins (after its header). */
  body: number;
  end: number;
}

function boxes(data: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(data.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) throw new Error(`A broken MP4 box (${type} at ${at})`);
    out.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return out;
}

const child = (data: Buffer, box: Box, type: string, skip = 0) =>
  boxes(data, box.body + skip, box.end).find((b) => b.type === type);

export function readMp4(data: Buffer): Mp4Info {
  const top = boxes(data, 0, data.length);
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) throw new Error('Not an MP4: it has no moov box');
  const mdat = top.find((b) => b.type === 'mdat');
  const mvhd = child(data, moov, 'mvhd');
  if (!mvhd) throw new Error('The MP4 has no mvhd box');
  const version = data[mvhd.body]!;
  const timescale = data.readUInt32BE(mvhd.body + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(data.readBigUInt64BE(mvhd.body + 24)) : data.readUInt32BE(mvhd.body + 16);

  for (const trak of boxes(data, moov.body, moov.end).filter((b) => b.type === 'trak')) {
    const mdia = child(data, trak, 'mdia');
    const hdlr = mdia && child(data, mdia, 'hdlr');
    if (!hdlr || data.toString('latin1', hdlr.body + 8, hdlr.body + 12) !== 'vide') continue;
    const tkhd = child(data, trak, 'tkhd')!;
    // The last two fields of tkhd are the width and height, 16.16 fixed point.
    const width = data.readUInt32BE(tkhd.end - 8) / 65536;
    const height = data.readUInt32BE(tkhd.end - 4) / 65536;
    const minf = child(data, mdia, 'minf');
    const stbl = minf && child(data, minf, 'stbl');
    const stsd = stbl && child(data, stbl, 'stsd');
    // stsd: version and flags (4), entry count (4), then the sample entries.
    const entry = stsd && boxes(data, stsd.body + 8, stsd.end)[0];
    return {
      durationSeconds: timescale ? duration / timescale : 0,
      width,
      height,
      codec: entry?.type ?? '',
      faststart: !mdat || moov.start < mdat.start,
    };
  }
  throw new Error('The MP4 has no video track');
}
