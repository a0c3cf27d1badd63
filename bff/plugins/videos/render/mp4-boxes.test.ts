// The MP4 box reader on a hand-made file: what the render job checks after every render.
import { describe, expect, it } from 'vitest';
import { readMp4 } from './mp4-boxes.js';
import { tinyMp4 } from './testing.js';

describe('readMp4', () => {
  it('reads the duration, the video track’s size and codec, and whether moov comes first', () => {
    expect(readMp4(tinyMp4(1080, 1920, 15))).toEqual({
      durationSeconds: 15,
      width: 1080,
      height: 1920,
      codec: 'avc1',
      faststart: true,
    });
  });

  it('refuses a file that is not an MP4', () => {
    expect(() => readMp4(Buffer.from('<html><body>nope</body></html>'))).toThrow();
    expect(() => readMp4(Buffer.alloc(0))).toThrow(/no moov/);
  });
});
