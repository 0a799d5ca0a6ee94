import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { initTheme } from './lib/theme';
import { initI18n } from './lib/i18n';
import { App } from './app/app';

// Before anything renders, so a dark-mode page never flashes light.
initTheme();

void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
