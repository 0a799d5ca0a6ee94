import type { RouteObject } from 'react-router';

export const homeRoutes: RouteObject[] = [];
