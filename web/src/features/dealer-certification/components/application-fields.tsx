// Everything the applicant gave, in the groups the wizard asked for it (secrets arrive masked).
import type { ApplicationDetail } from '../../../../../bff/plugins/dealers/schemas';
import { groupFields } from '../lib/labels';

export function ApplicationFields({ fields }: { fields: ApplicationDetail['fields'] }) {
  const groups = groupFields(fields);
  if (groups.length === 0) return <p className="text-sm text-slate-600">The application has no fields.</p>;
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h3 className="font-semibold text-slate-900">{group.title}</h3>
          <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            {group.fields.map((field) => (
              <div key={field.key} className="min-w-0">
                <dt className="text-xs text-slate-500">{field.label}</dt>
                <dd
                  className={`break-words text-slate-900 ${field.value === 'Not given' ? 'text-slate-500 italic' : ''}`}
                >
                  {field.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
