// The jsdom test files (`// @vitest-environment jsdom`) wait with Testing Library. How long findBy* and waitFor
// wait for their condition is an upper bound, never a wait in itself (they return as soon as it holds); the
// default 1 s is a race on a busy machine. vitest's testTimeout stays above it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
}

export {};
