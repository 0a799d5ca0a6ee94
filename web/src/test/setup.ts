import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { server } from './api';

// Started here, not in beforeAll: modules the test file imports (better-auth's client) keep the fetch they see.
// A request no handler answers is logged as an error and fails as a network error in the app.
server.listen({ onUnhandledRequest: 'error' });
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
