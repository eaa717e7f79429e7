// The test setup's promise to every app test: nothing one test's app stores reaches the next test, not even what
// it writes as it unmounts (the next test's sandbox hands out the same order ids, so a leftover "handled" order
// id hid an incoming order in the next test).
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

function WritesOnUnmount() {
  useEffect(
    () => () => {
      localStorage.setItem('left-behind', 'local');
      sessionStorage.setItem('left-behind', 'session');
    },
    [],
  );
  return null;
}

describe('between two tests', () => {
  it('an app writes to the storages as it unmounts', () => {
    render(<WritesOnUnmount />);
    expect(localStorage.getItem('left-behind')).toBeNull();
  });

  it('the next test finds none of it', () => {
    expect(localStorage.getItem('left-behind')).toBeNull();
    expect(sessionStorage.getItem('left-behind')).toBeNull();
  });
});
