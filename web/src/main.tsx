import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { initTheme } from './lib/theme';
import { initI18n } from './lib/i18n';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { getMeQueryOptions } from './lib/session';

// Before anything renders, so a dark-mode page never flashes light.
initTheme();

// The translations, the first page's lazy route and the session all start downloading at once, rather than
// the route and the session waiting for the translations.
const translations = initI18n();
const router = createAppRouter();
const queryClient = createQueryClient();
void queryClient.prefetchQuery(getMeQueryOptions());

void translations.then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
