// The Template tab: each video template with its scenes, spotlight chosen by default.
import { LoadError } from '../../../../components/ui/load-error';
import { useVideoTemplates } from '../../api/get-video-templates';
import type { SettingsChange, VideoSettings } from './video-settings';

export function TemplateTab({ settings, onChange }: { settings: VideoSettings; onChange: SettingsChange }) {
  const templates = useVideoTemplates();
  if (templates.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading templates…
      </p>
    );
  if (templates.isError)
    return <LoadError message="Failed to load the templates." onRetry={() => void templates.refetch()} />;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Video template</legend>
      <ul className="mt-2 space-y-2">
        {templates.data.templates.map((t) => {
          const checked = settings.template === t.id;
          return (
            <li key={t.id}>
              <label
                className={`block cursor-pointer rounded-lg border p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${
                  checked ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white hover:border-slate-300'
                }`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="video-template"
                    checked={checked}
                    onChange={() => onChange({ template: t.id })}
                    className="size-4 accent-blue-700"
                  />
                  <span className="font-medium text-slate-900">{t.name}</span>
                  {t.default && <span className="text-xs text-slate-600">(default)</span>}
                </span>
                <span className="mt-1 block text-sm text-slate-700">{t.description}</span>
                <span className="mt-1 block text-xs text-slate-600">
                  Scenes: {t.scenes.map((s) => s.name).join(' → ')}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
