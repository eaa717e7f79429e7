import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';

import { PostSignInRedirect } from './PostSignInRedirect';

describe('PostSignInRedirect', () => {
  it('goes to the target', async () => {
    window.history.replaceState(null, '', '/login');
    render(
      <Router>
        <PostSignInRedirect to="/orders/active" fallback="/" />
      </Router>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/orders/active'));
  });

  it('goes to the landing page when the browser refuses the target, instead of blanking the app', async () => {
    window.history.replaceState(null, '', '/login');
    // React reports the caught error; the test only cares where the user ends up.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Router>
        <PostSignInRedirect to="//evil.example/path" fallback="/orders" />
      </Router>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/orders'));
    expect(window.location.origin).not.toContain('evil');
    consoleError.mockRestore();
  });
});
