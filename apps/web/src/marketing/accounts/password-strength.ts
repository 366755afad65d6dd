import { findNewPasswordProblem, type PasswordStrength } from '@sideline/domain';
import { useEffect, useState } from 'react';
import { showErrorToast } from '../../ui/toasts.ts';

type AssessPasswordStrength = (password: string) => PasswordStrength;

let loading: Promise<AssessPasswordStrength> | null = null;

/**
 * The domain's zxcvbn-based strength check, loaded on first use: its dictionaries (about 200 KB
 * gzipped) stay out of the main bundle and out of every page that has no new-password field.
 */
export function loadPasswordStrength(): Promise<AssessPasswordStrength> {
  loading ??= import('@sideline/domain/password-strength').then(
    (module) => module.assessPasswordStrength,
    (error: unknown) => {
      loading = null; // a failed chunk load may succeed on the next try
      throw error;
    },
  );
  return loading;
}

/** The strength of `password` once the checker has loaded (null before, and for an empty one). */
export function usePasswordStrength(password: string): PasswordStrength | null {
  const [assess, setAssess] = useState<AssessPasswordStrength | null>(null);
  const wantsChecker = password.length > 0;
  useEffect(() => {
    if (!wantsChecker || assess) return;
    let isCurrent = true;
    loadPasswordStrength().then(
      (loaded) => {
        if (isCurrent) setAssess(() => loaded);
      },
      () => undefined, // the server still applies every rule
    );
    return () => {
      isCurrent = false;
    };
  }, [wantsChecker, assess]);
  return assess && password ? assess(password) : null;
}

/**
 * Every new-password rule of the domain, the strength included (the form's schema has the others):
 * the message to show, or null. When the checker cannot load, the server decides.
 */
export async function findNewPasswordProblemOnSubmit(
  password: string,
  email?: string,
): Promise<string | null> {
  const assess = await loadPasswordStrength().catch(() => null);
  return findNewPasswordProblem(password, { email, strength: assess ? assess(password) : null });
}

/**
 * The submit-time check of a new-password form: true when the password passes; otherwise `refuse`
 * shows the message under the field (and clears it, as for the other password rules), and a toast
 * repeats it (spec part 1 §8).
 */
export async function passesNewPasswordCheck(
  password: string,
  email: string | undefined,
  refuse: (message: string) => void,
): Promise<boolean> {
  const problem = await findNewPasswordProblemOnSubmit(password, email);
  if (!problem) return true;
  refuse(problem);
  showErrorToast(problem);
  return false;
}
