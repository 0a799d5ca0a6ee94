import type { RouteObject } from 'react-router';

export const demoRoutes: RouteObject[] = [];
