// The cookie policy's four switches (001 §2, §4): necessary always on and locked; functional and
// analytics on and marketing off to start with. Switching changes only this form; Save Preferences
// stores the choice (lib/consent.ts) and reloads the page.
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  DEFAULT_PREFERENCES,
  readConsent,
  saveConsent,
  type CookiePreferences,
  type OptionalCategory,
} from '../../../lib/consent';
import { reloadPage } from '../lib/reload-page';

const CHOICES: { category: keyof CookiePreferences; title: string; description: string }[] = [
  {
    category: 'necessary',
    title: 'Necessary',
    description:
      'Sign-in, security against forged requests and remembering these choices. The site cannot work without them.',
  },
  {
    category: 'functional',
    title: 'Functional',
    description: 'Remember things you set up on this device, such as the cars in your comparison.',
  },
  {
    category: 'analytics',
    title: 'Analytics',
    description:
      'Help us understand how the site is used. We use no analytics tools today; this records your choice for if we do.',
  },
  {
    category: 'marketing',
    title: 'Marketing',
    description:
      'Show advertising relevant to you on other sites. We use no marketing cookies today; this records your choice.',
  },
];

export function CookiePreferencesForm() {
  const [choice, setChoice] = useState<CookiePreferences>(() => {
    const saved = readConsent();
    return saved
      ? {
          necessary: true,
          functional: saved.functional,
          analytics: saved.analytics,
          marketing: saved.marketing,
        }
      : DEFAULT_PREFERENCES;
  });
  const [saved, setSaved] = useState(false);
  const toggle = (category: OptionalCategory) => {
    setSaved(false);
    setChoice((c) => ({ ...c, [category]: !c[category] }));
  };
  const save = () => {
    saveConsent(choice);
    setSaved(true);
    reloadPage();
  };

  return (
    <section
      id="preferences"
      aria-labelledby="preferences-title"
      className="mt-8 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="preferences-title" className="text-xl font-semibold text-slate-900">
        Your cookie preferences
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Until you choose, we use only necessary cookies. Your choice applies on this device and browser.
      </p>
      <ul className="mt-5 divide-y divide-slate-200">
        {CHOICES.map((c) => (
          <PreferenceRow
            key={c.category}
            title={c.title}
            description={c.description}
            checked={choice[c.category]}
            locked={c.category === 'necessary'}
            onToggle={() => c.category !== 'necessary' && toggle(c.category)}
          />
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button onClick={save}>Save Preferences</Button>
        <p role="status" className="text-sm text-green-800">
          {saved ? (
            <span className="inline-flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4" />
              Preferences saved
            </span>
          ) : null}
        </p>
      </div>
    </section>
  );
}

function PreferenceRow(props: {
  title: string;
  description: string;
  checked: boolean;
  locked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <div className="flex items-center gap-2">
          <p id={`${id}-label`} className="font-medium text-slate-900">
            {props.title}
          </p>
          {props.locked ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              Always on
            </span>
          ) : null}
        </div>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {props.description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={props.locked}
        onClick={props.onToggle}
        className={`relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed ${
          props.checked ? 'bg-blue-700' : 'bg-slate-400'
        } ${props.locked ? 'opacity-60' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            props.checked ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </li>
  );
}
