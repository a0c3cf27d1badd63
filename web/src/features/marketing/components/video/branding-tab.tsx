// The Branding tab: the dealer's colours (a colour picker and its hex code), a logo (PNG or JPEG up to
// 1 MiB, uploaded at once), the watermark switch and the call to action (001 §9 defaults, at most 80).
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { FieldMessage, TextField } from '../../../../components/ui/form-fields';
import { logoProblem, useUploadLogo } from '../../api/upload-logo';
import { refusalReason } from '../../lib/errors';
import { CTA_MAX, isHexColour } from '../../lib/video';
import type { SettingsChange, VideoSettings } from './video-settings';

export function BrandingTab({
  dealerId,
  settings,
  onChange,
}: {
  dealerId: number;
  settings: VideoSettings;
  onChange: SettingsChange;
}) {
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField
          label="Primary colour"
          value={settings.primary}
          onChange={(primary) => onChange({ primary })}
        />
        <ColourField
          label="Secondary colour"
          value={settings.secondary}
          onChange={(secondary) => onChange({ secondary })}
        />
      </div>
      <LogoField dealerId={dealerId} logo={settings.logo} onChange={(logo) => onChange({ logo })} />
      <WatermarkSwitch on={settings.watermark} onChange={(watermark) => onChange({ watermark })} />
      <TextField
        form="video"
        name="cta"
        label="Call to action"
        maxLength={CTA_MAX}
        value={settings.callToAction}
        onChange={(callToAction) => onChange({ callToAction })}
        hint={`${settings.callToAction.length}/${CTA_MAX} characters, shown at the end of the video.`}
        error={settings.callToAction.trim() ? undefined : 'Write a call to action'}
      />
    </div>
  );
}

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const id = useId();
  // The code as typed; the colour changes once it is a whole #RRGGBB.
  const [draft, setDraft] = useState(value);
  const invalid = !isHexColour(draft);
  return (
    <div>
      <label htmlFor={`${id}-hex`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={value}
          onChange={(e) => {
            const hex = e.target.value.toUpperCase();
            setDraft(hex);
            onChange(hex);
          }}
          className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
        />
        <input
          id={`${id}-hex`}
          value={draft}
          maxLength={7}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-hex-error` : undefined}
          onChange={(e) => {
            const next = e.target.value.trim();
            setDraft(next);
            if (isHexColour(next)) onChange(next.toUpperCase());
          }}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2 font-mono text-slate-900 shadow-sm focus:outline-2 focus:outline-blue-700 ${
            invalid ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      </div>
      <FieldMessage id={`${id}-hex`} error={invalid ? 'Use a colour code such as #3B82F6' : undefined} />
    </div>
  );
}

function LogoField({
  dealerId,
  logo,
  onChange,
}: {
  dealerId: number;
  logo: VideoSettings['logo'];
  onChange: (logo: VideoSettings['logo']) => void;
}) {
  const id = useId();
  const upload = useUploadLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const wrong = logoProblem(file);
    setProblem(wrong);
    if (wrong) return;
    upload.mutate(
      { dealerId, file },
      {
        onSuccess: (uploaded) => onChange(uploaded),
        onError: (error) =>
          setProblem(refusalReason(error) || 'Failed to upload the logo. Please try again.'),
      },
    );
  };
  return (
    <div>
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
        Logo (PNG or JPEG, up to 1 MB)
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {logo && (
          <img
            src={logo.url}
            alt="Your logo"
            className="h-12 max-w-[8rem] rounded border border-slate-200 object-contain"
          />
        )}
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg"
          onChange={onFile}
          aria-describedby={problem ? `${id}-file-error` : undefined}
          className="block max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        {logo && (
          <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
            Remove logo
          </Button>
        )}
      </div>
      {upload.isPending && (
        <p role="status" className="mt-1 text-sm text-slate-600">
          Uploading the logo…
        </p>
      )}
      <FieldMessage id={`${id}-file`} error={problem ?? undefined} />
    </div>
  );
}

function WatermarkSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-sm font-medium text-slate-800">
        <span id="video-watermark-label">Watermark</span>
        <span className="block text-xs font-normal text-slate-600">
          Your dealership’s name in a corner of every frame.
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="video-watermark-label"
        onClick={() => onChange(!on)}
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
          on ? 'bg-blue-700' : 'bg-slate-400'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${on ? 'translate-x-5' : ''}`}
        />
      </button>
    </div>
  );
}
