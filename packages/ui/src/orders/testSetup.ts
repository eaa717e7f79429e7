/**
 * Shared set-up of the order pieces' jsdom tests (the kit's unit project's own setup file, vitest.unit.setup.ts,
 * only sets Testing Library's wait bound): jest-dom matchers and Testing Library clean-up after each test, since
 * Vitest globals are off.
 */
import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
