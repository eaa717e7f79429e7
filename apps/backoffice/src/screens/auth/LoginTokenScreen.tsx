import { PageTitle } from '@backoffice/ui/base';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

import { useI18n } from '../../i18n/I18nProvider';
import { PostSignInRedirect } from '../../navigation/PostSignInRedirect';
import { safeRedirect } from '../../navigation/safeRedirect';
import { PlainButton } from '../../plain/PlainButton';
import { PlainTextField } from '../../plain/PlainTextField';
import { landingPath } from '../../routing/landingPath';
import { useClaims } from '../../session/SessionProvider';
import { useServices } from '../../shell/services';
import { AuthError } from './AuthFields';
import { card } from './authForm.css';
import { useAuthFailure } from './useAuthFailure';

/**
 * /login-token: signs in with a refresh token (POST /auth/refresh), taken from the `refreshToken` query when the
 * link carries one, or typed in. Without a token: 'Missing refresh token'. A token from the link leaves the address bar
 * (and the history) as soon as it is read, whatever the sign-in's outcome.
 */
export function LoginTokenScreen() {
  const { LL } = useI18n();
  const { client } = useServices();
  const claims = useClaims();
  const search = useSearch();
  const [, navigate] = useLocation();
  // The sign-in screens read their flat parameters with URLSearchParams: the bracket query reader (qs's parse)
  // then stays out of /login (issue #22).
  const query = new URLSearchParams(search);
  const toFailure = useAuthFailure();
  const [token, setToken] = useState(query.get('refreshToken') ?? '');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const signIn = async (refreshToken: string) => {
    setFailure(null);
    if (!refreshToken.trim()) {
      setFailure(LL.auth.missingRefreshToken());
      return;
    }
    setPending(true);
    try {
      await client.session.signInWithRefreshToken(refreshToken.trim());
    } catch (error) {
      setFailure(toFailure(error));
      setPending(false);
    }
  };

  useEffect(() => {
    if (!query.has('refreshToken')) return;
    const rest = new URLSearchParams(search);
    rest.delete('refreshToken');
    const kept = rest.toString();
    navigate(`/login-token${kept ? `?${kept}` : ''}`, { replace: true });
    // The link's token is read once, into the state above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (started.current || !token || claims) return;
    started.current = true;
    void signIn(token);
    // Runs once for a token that came with the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (claims) {
    const landing = landingPath(claims.roles);
    return <PostSignInRedirect to={safeRedirect(query.get('redirectTo'), landing)} fallback={landing} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void signIn(token);
  };

  return (
    <form className={card} onSubmit={submit} aria-label={LL.auth.tokenForm()} noValidate>
      <PageTitle appTitle={LL.app.title()}>{LL.screens.loginToken()}</PageTitle>
      <AuthError message={failure} />
      <PlainTextField
        name="refreshToken"
        label={LL.auth.refreshToken()}
        value={token}
        onChange={setToken}
        isRequired
      />
      <PlainButton type="submit" isPending={pending}>
        {LL.auth.signIn()}
      </PlainButton>
    </form>
  );
}
