// A Screen that renders into ink-testing-library and keeps everything a command printed.
import type React from 'react';
import { render } from 'ink-testing-library';
import type { Screen } from '../ui/render.js';

export function captureScreen() {
  const printed = {
    /** The frame of each `show`. */
    shown: [] as string[],
    /** Every frame the live view drew, in order. */
    live: [] as string[],
    json: [] as unknown[],
    lines: [] as string[],
  };
  const screen: Screen = {
    async show(node: React.ReactElement) {
      const view = render(node);
      printed.shown.push(view.lastFrame() ?? '');
      view.unmount();
    },
    live(node: React.ReactElement) {
      const view = render(node);
      printed.live.push(view.lastFrame() ?? '');
      return {
        update(next) {
          view.rerender(next);
          printed.live.push(view.lastFrame() ?? '');
        },
        async stop() {
          view.unmount();
        },
      };
    },
    json: (value) => void printed.json.push(value),
    line: (text) => void printed.lines.push(text),
  };
  return { screen, printed };
}
