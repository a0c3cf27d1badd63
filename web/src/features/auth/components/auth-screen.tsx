// The sign-in and sign-up screen of /login and /auth (001 §2, DECISIONS 6): product name and tagline,
// Sign In / Sign Up tabs, Google and Facebook, and the social sign-in error named by `?error=`.
// Someone already signed in goes on at once (to `next` when it is a local path, else home).
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useUser } from '../../../lib/auth';
import { SOCIAL_ERRORS } from '../lib/messages';
import { nextPath } from '../lib/next-path';
import { AuthTabs } from './auth-tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';
import { FormAlert } from './text-field';

type Tab = 'signin' | 'signup';
const TABS = [
  { value: 'signin', label: 'Sign In' },
  { value: 'signup', label: 'Sign Up' },
] as const;

export function AuthScreen({ productName, tagline }: { productName: string; tagline: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useUser();
  const [tab, setTab] = useState<Tab>(search.get('tab') === 'signup' ? 'signup' : 'signin');
  const target = nextPath(search);
  const socialError = SOCIAL_ERRORS[search.get('error') ?? ''];

  useEffect(() => {
    if (user) void navigate(target, { replace: true });
  }, [user, target, navigate]);

  const onSignedIn = () => {
    void navigate(target, { replace: true });
    // The form may have been scrolled (Sign Up is long): start the next screen at its top.
    document.documentElement.scrollTop = 0;
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {tab === 'signin' ? `Sign in to ${productName}` : `Join ${productName}`}
        </h1>
        <p className="mt-2 text-slate-600">{tagline}</p>
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {socialError && (
          <div className="mb-6">
            <FormAlert>{socialError}</FormAlert>
          </div>
        )}
        <AuthTabs tabs={TABS} value={tab} onChange={setTab}>
          {tab === 'signin' ? <SignInForm onSignedIn={onSignedIn} /> : <SignUpForm next={target} />}
        </AuthTabs>
        <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
          <span className="h-px flex-1 bg-slate-200" />
          or continue with
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <SocialButtons />
        <p className="mt-4 text-center text-xs text-slate-600">
          New here? Signing in with Google or Facebook creates your account.
        </p>
      </div>
    </div>
  );
}
