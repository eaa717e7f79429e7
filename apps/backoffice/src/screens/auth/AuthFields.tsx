import { errorText } from './authForm.css';

/** The failure of a sign-in form, announced to screen readers. */
export function AuthError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={errorText}>
      {message}
    </p>
  ) : null;
}
