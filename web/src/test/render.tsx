import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(cleanup);

// jsdom lacks the layout APIs Radix menus and dialogs call; stubs let them open in tests.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
const elementStubs: Record<string, () => unknown> = {
  scrollIntoView: () => undefined,
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
};
for (const [name, stub] of Object.entries(elementStubs)) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: stub, configurable: true });
}
window.scrollTo = () => {};
if (typeof window.matchMedia !== 'function')
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

const english = import.meta.glob<ResourceKey>('../locales/en/*.json', { eager: true, import: 'default' });

/** Every English namespace, keyed by file name (common, errors, auth, …). */
const englishResources = Object.fromEntries(
  Object.entries(english).map(([file, data]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), data]),
);

/** An i18next instance with every English namespace loaded synchronously, as the app has them after start-up. */
export function createTestI18n(): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(englishResources),
    defaultNS: 'common',
    resources: { en: englishResources },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** A query client that fails fast: no retries, nothing refetched behind the test's back. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderWithProvidersOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (for useParams); everything matches by default. */
  path?: string;
  /** Full route objects instead of `ui` (e.g. to test layouts, loaders or errorElement). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  i18n: I18n;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders `ui` (or `routes`) inside a memory router, a fresh query client and English i18next,
 * the providers every page needs. `router.state.location` tells where navigation ended up.
 */
export function renderWithProviders(
  ui: ReactElement | null,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { route = '/', path = '*', routes, queryClient = createTestQueryClient() } = options;
  const i18n = createTestI18n();
  const router = createMemoryRouter(routes ?? [{ path, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient, i18n, user };
}
