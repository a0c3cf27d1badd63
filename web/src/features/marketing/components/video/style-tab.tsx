// The Style tab: duration (15, 30 or 60 s; 30 by default) and aspect ratio (9:16 by default).
import { ASPECT_RATIOS, DURATIONS } from '../../lib/video';
import type { SettingsChange, VideoSettings } from './video-settings';

const option = (checked: boolean) =>
  `flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${
    checked ? 'border-blue-700 bg-blue-50 text-blue-900' : 'border-slate-200 bg-white text-slate-800'
  }`;

export function StyleTab({ settings, onChange }: { settings: VideoSettings; onChange: SettingsChange }) {
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Duration</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {DURATIONS.map((d) => (
            <label key={d} className={option(settings.duration === d)}>
              <input
                type="radio"
                name="video-duration"
                checked={settings.duration === d}
                onChange={() => onChange({ duration: d })}
                className="size-4 accent-blue-700"
              />
              {d} seconds
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Aspect ratio</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {ASPECT_RATIOS.map((a) => (
            <label key={a.id} className={option(settings.aspectRatio === a.id)}>
              <input
                type="radio"
                name="video-aspect"
                checked={settings.aspectRatio === a.id}
                onChange={() => onChange({ aspectRatio: a.id })}
                className="size-4 accent-blue-700"
              />
              <span>
                {a.label} <span className="text-xs text-slate-600">({a.size})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
