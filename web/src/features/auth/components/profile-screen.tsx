// /profile: the signed-in person's details and password. Signed-out visitors are sent to sign in and
// brought back here afterwards.
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useUser } from '../../../lib/auth';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const ROLE_LABEL = { user: 'Private Buyer/Seller', dealer: 'Car Dealer', admin: 'Administrator' } as const;

export function ProfileScreen() {
  const { user, isLoading } = useUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isLoading && !user) void navigate('/auth?next=/profile', { replace: true });
  }, [user, isLoading, navigate]);

  if (!user) {
    return (
      <div role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-600">
        Loading your profile…
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/" className="text-sm font-medium text-blue-700 hover:underline">
        ← Back to Search
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Profile</h1>
      <p className="mt-1 text-slate-600">
        Signed in as <span className="font-medium text-slate-900">{user.username}</span> ·{' '}
        {ROLE_LABEL[user.role]}
        {user.companyName ? ` · ${user.companyName}` : ''}
      </p>
      <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {/* Keyed by the saved values so a save from elsewhere refreshes the form. */}
        <ProfileForm key={`${user.firstName}|${user.lastName}|${user.email}`} user={user} />
      </section>
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PasswordForm />
      </section>
    </div>
  );
}
