import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { PageSpinner } from '../components/ui/spinner';

/** Placeholder root: the app shell (layouts chosen by path, header, footer, guard) replaces this. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <Toaster position="top-center" visibleToasts={3} duration={4000} gap={14} richColors closeButton />
    </>
  );
}
