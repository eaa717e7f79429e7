import type { ReactNode } from 'react';
import { Component } from 'react';
import { Redirect } from 'wouter';

interface BoundaryProps {
  fallback: string;
  children: ReactNode;
}

/** Catches a navigation that throws (a history call the browser refuses) and goes to the fallback instead. */
class NavigationBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Redirect to={this.props.fallback} replace /> : this.props.children;
  }
}

/**
 * The navigation after a sign-in: to `to` (already passed through safeRedirect), or to `fallback` (the landing page)
 * if the browser refuses it, so that a bad link never leaves a blank app.
 */
export function PostSignInRedirect({ to, fallback }: { to: string; fallback: string }) {
  return (
    <NavigationBoundary key={to} fallback={fallback}>
      <Redirect to={to} replace />
    </NavigationBoundary>
  );
}
