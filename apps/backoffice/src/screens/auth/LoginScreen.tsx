import { PageTitle } from '@backoffice/ui/base';
import { useState } from 'react';
import { useSearch } from 'wouter';

import { useI18n } from '../../i18n/I18nProvider';
import { PostSignInRedirect } from '../../navigation/PostSignInRedirect';
import { safeRedirect } from '../../navigation/safeRedirect';
import { PlainButton } from '../../plain/PlainButton';
import { PlainCheckbox } from '../../plain/PlainCheckbox';
import { PlainLink } from '../../plain/PlainLink';
import { PlainTextField } from '../../plain/PlainTextField';
import { landingPath } from '../../routing/landingPath';
import { pathFor } from '../../routing/pathFor';
import { useClaims } from '../../session/SessionProvider';
import { useServices } from '../../shell/services';
import { AuthError } from './AuthFields';
import { card } from './authForm.css';
import { useAuthSubmit } from './useAuthSubmit';

/**
 * /login: e-mail, password and keep me signed in (30-day cookies, otherwise session cookies). Once signed in the
 * user goes to redirectTo, or to the role's home (order-active for restaurant admins, order-list otherwise).
 */
export function LoginScreen() {
  const { LL } = useI18n();
  const { client } = useServices();
  const claims = useClaims();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  // A sign-in that succeeds stays busy: the session's claims change and the screen redirects.
  const { tried, pending, failure, onSubmit } = useAuthSubmit(email.trim() !== '' && password !== '', () =>
    client.session.signIn({ email: email.trim(), password }, { keepSignedIn }),
  );

  if (claims) {
    const landing = landingPath(claims.roles);
    return (
      <PostSignInRedirect
        to={safeRedirect(new URLSearchParams(search).get('redirectTo'), landing)}
        fallback={landing}
      />
    );
  }

  return (
    <form className={card} onSubmit={onSubmit} aria-label={LL.auth.signInForm()} noValidate>
      <PageTitle appTitle={LL.app.title()}>{LL.screens.login()}</PageTitle>
      <AuthError message={failure} />
      <PlainTextField
        name="email"
        type="email"
        autoComplete="username"
        label={LL.auth.email()}
        value={email}
        onChange={setEmail}
        isRequired
        errorMessage={tried && !email.trim() ? LL.form.required() : undefined}
      />
      <PlainTextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={LL.auth.password()}
        value={password}
        onChange={setPassword}
        isRequired
        errorMessage={tried && !password ? LL.form.required() : undefined}
      />
      <PlainCheckbox
        name="keepSignedIn"
        label={LL.auth.keepSignedIn()}
        value={keepSignedIn}
        onChange={setKeepSignedIn}
      />
      <PlainButton type="submit" isPending={pending}>
        {LL.auth.signIn()}
      </PlainButton>
      <PlainLink href={pathFor('password-reset-request')}>{LL.auth.forgotPassword()}</PlainLink>
    </form>
  );
}
