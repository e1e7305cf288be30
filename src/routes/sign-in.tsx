import type { InputHTMLAttributes, Ref } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { SignInBodySchema, type SignInBody } from '#contract/session';
import { PRODUCT_NAME } from '../components/layout/app-header';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { useSignIn } from '../features/session/api/session';
import { isApiError } from '../lib/api-client';
import { oneOf, searchParams, text } from '../lib/search-params';

const searchSchema = searchParams({
  redirect: text(),
  /** Why the agent is here: their session ended under an open page (see useSignInWhenSessionEnds). */
  reason: oneOf(['session-ended']),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  component: SignInPage,
});

/** Only paths of this app: an open redirect to another site must not be possible. */
function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/inbox';
}

function SignInPage() {
  const { redirect, reason } = Route.useSearch();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInBody>({ resolver: zodResolver(SignInBodySchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      await navigate({ href: safeRedirect(redirect), replace: true });
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Could not sign in. Try again.';
      form.setError('root', { message });
    }
  });

  return (
    <main id="main" className="flex min-h-full items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-6 flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-7 rounded-md bg-indigo-600" />
          <span className="text-lg font-semibold text-slate-900">{PRODUCT_NAME}</span>
        </div>
        <h1 className="text-xl font-semibold text-slate-900">Sign in</h1>
        {reason === 'session-ended' && (
          <p role="status" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Your session has ended. Sign in again to pick up where you left off.
          </p>
        )}
        <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
          <LabelledField
            id="email"
            label="Email"
            error={errors.email?.message}
            input={{ type: 'email', autoComplete: 'username', autoFocus: true, ...form.register('email') }}
          />
          <LabelledField
            id="password"
            label="Password"
            error={errors.password?.message}
            input={{ type: 'password', autoComplete: 'current-password', ...form.register('password') }}
          />
          {errors.root && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {errors.root.message}
            </p>
          )}
          <Button type="submit" variant="primary" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </div>
    </main>
  );
}

/** A labelled input with its error message announced through aria-describedby. */
function LabelledField({
  id,
  label,
  error,
  input,
}: {
  id: string;
  label: string;
  error: string | undefined;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 h-10"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
