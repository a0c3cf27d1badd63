// /delete-data (001 §2, DECISIONS 22): what deleting means, then the form.
import { Link } from 'react-router-dom';
import { DELETION_PROMISES } from '../../../../../bff/plugins/deletion-requests/schemas';
import { DeleteDataForm } from './delete-data-form';

export function DeleteDataScreen() {
  return (
    <article aria-labelledby="delete-data-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-6">
        <h1 id="delete-data-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Delete Your Data
        </h1>
        <div className="mt-4 space-y-3 text-base leading-7 text-slate-700">
          <p>
            Ask us to delete your AllMotors account and the personal data we hold for your e-mail address:
            your saved cars, enquiries, private listings and sign-in details.
          </p>
          <p>
            We keep legal records, such as finance applications, for up to{' '}
            {DELETION_PROMISES.legalRecordsYears} years with your name, e-mail address and phone number
            removed. Read more in our{' '}
            <Link to="/privacy-policy" className="text-blue-700 underline underline-offset-2">
              privacy policy
            </Link>
            .
          </p>
        </div>
      </header>
      <DeleteDataForm />
    </article>
  );
}
