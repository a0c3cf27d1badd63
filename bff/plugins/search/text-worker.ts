// The start-up load's text worker, a child process (see text-build.ts): indexes the words of the
// listings it is sent, one TextIndex per category, and hands them back packed when told the stores'
// final sizes. It ends when its parent goes.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { CATEGORIES } from '../../../db/reference/types.js';
import { TextIndex, type TextBytes } from './text-index.js';
import type { FromWorker, ToWorker } from './text-build.js';

const texts = CATEGORIES.map(() => new TextIndex());
let busyMs = 0;
const reply = (message: FromWorker, sent?: () => void) => process.send!(message, undefined, {}, sent);
process.on('disconnect', () => process.exit(0));

process.on('message', (message: ToWorker) => {
  if (message.type === 'reserve') {
    texts.forEach((text, c) => text.reserve(message.slots[c]!));
    return;
  }
  if (message.type === 'finish') {
    const parts = texts.map((text, c) => {
      text.trim(message.slots[c]!);
      return text.toParts();
    });
    const file = path.join(message.dir, `search-text-${process.pid}.bin`);
    fs.writeFileSync(file, v8.serialize(parts));
    // Done: once the answer is out, letting go of the channel ends this process (see 'disconnect').
    reply({ type: 'texts', file, busyMs }, () => process.disconnect());
    return;
  }
  const started = performance.now();
  const bytes = new Uint8Array(message.buffer, 0, message.length);
  const view = new DataView(message.buffer);
  const text: TextBytes = {
    bytes,
    titleStart: 0,
    titleEnd: 0,
    makeStart: 0,
    makeEnd: 0,
    modelStart: 0,
    modelEnd: 0,
    variantStart: 0,
    variantEnd: 0,
    descriptionStart: 0,
    descriptionEnd: 0,
  };
  for (let at = 0; at < message.length;) {
    const category = bytes[at]!;
    const slot = view.getInt32(at + 1);
    const title = view.getUint32(at + 5);
    const make = view.getUint32(at + 9);
    const model = view.getUint32(at + 13);
    const variant = view.getUint32(at + 17);
    const description = view.getUint32(at + 21);
    at += 25;
    text.titleStart = at;
    text.titleEnd = at += title;
    text.makeStart = at;
    text.makeEnd = at += make;
    text.modelStart = at;
    text.modelEnd = at += model;
    text.variantStart = at;
    text.variantEnd = at += variant;
    text.descriptionStart = at;
    text.descriptionEnd = at += description;
    texts[category]!.addBytes(slot, text);
  }
  busyMs += performance.now() - started;
  reply({ type: 'free' });
});
