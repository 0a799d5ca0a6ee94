import { useRouteError } from 'react-router';

/** Placeholder; the shell issue's error screen replaces it. */
export function ErrorScreen() {
  const error = useRouteError();
  return <p>{error instanceof Error ? error.message : 'Something went wrong'}</p>;
}
