import type { RouteObject } from 'react-router';

export const shellRoutes: RouteObject[] = [];
