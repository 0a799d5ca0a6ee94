import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { server } from './api';

const unhandled: string[] = [];

// Started here, not in beforeAll: modules the test file imports (better-auth's client) keep the fetch they see.
server.listen({
  onUnhandledRequest(request) {
    unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
  },
});

afterEach(() => {
  server.resetHandlers();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests no handler answered: ${missed.join(', ')}`);
});
afterAll(() => server.close());
