/**
 * The push channel of notification preferences: a push to the person's devices that allowed notifications. On by
 * default for every type (a device only receives pushes once its person allowed them in the browser).
 */
export const DEFAULT_PUSH = true;
