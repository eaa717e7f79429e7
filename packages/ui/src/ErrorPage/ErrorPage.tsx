import { Button } from '../Button/Button';
import { body, code, heading, text } from './ErrorPage.css';

/** Props of {@link ForbiddenPage}. */
export interface ForbiddenPageProps {
  /** Texts: heading and the unauthorized text; `companyAdmin` is the extra company-admin message. */
  messages: { title: string; unauthorized: string; companyAdmin: string; back: string };
  /**
   * Company admins see the extra message; everyone else gets a back button (orders-auth-routes section 2).
   * @default 'back'
   */
  variant?: 'companyAdmin' | 'back';
  /** Runs when the back button is pressed (history back). */
  onBack?: () => void;
}

/**
 * The body of the 403 page.
 *
 * **When to use:** The body of the 403 screen, when a signed-in user opens a route their role may not see;
 * `NotFoundPage` is its counterpart for an unknown address.
 *
 * **When not to use:** A single action the user may not take is hidden or disabled where it sits, not sent to
 * this page; an item that failed to load is an {@link EmptyState} with Retry.
 */
export function ForbiddenPage({ messages, variant = 'back', onBack }: ForbiddenPageProps) {
  return (
    <section className={body} aria-labelledby="forbidden-title">
      <p className={code} aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className={heading}>
        {messages.title}
      </h1>
      <p className={text}>{messages.unauthorized}</p>
      {variant === 'companyAdmin' ? (
        <p className={text}>{messages.companyAdmin}</p>
      ) : (
        <Button variant="secondary" onPress={onBack}>
          {messages.back}
        </Button>
      )}
    </section>
  );
}

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** Texts: heading, explanation and the home link's text. */
  messages: { title: string; description: string; home: string };
  /** Runs when the home button is pressed. */
  onHome: () => void;
}

/**
 * The body of the catch-all not-found page.
 *
 * **When to use:** The body of the not-found screen, for an address that matches no route; `ForbiddenPage` is
 * its counterpart for a route the user's role may not see.
 *
 * **When not to use:** An item that does not exist (a deleted order) on a known screen is an
 * {@link EmptyState} on that screen, not this page.
 */
export function NotFoundPage({ messages, onHome }: NotFoundPageProps) {
  return (
    <section className={body} aria-labelledby="not-found-title">
      <p className={code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={heading}>
        {messages.title}
      </h1>
      <p className={text}>{messages.description}</p>
      <Button onPress={onHome}>{messages.home}</Button>
    </section>
  );
}
