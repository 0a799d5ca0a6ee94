import type { ComponentPropsWithoutRef } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from './cn';

/**
 * Radix DropdownMenu (keyboard, focus and dismissal handled) with the design system's look. Non-modal by
 * default: a modal menu hides the rest of the page with aria-hidden while it still holds focusable links
 * (axe: aria-hidden-focus), and a menu is not a dialog; Escape, Tab and an outside click still close it.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentPropsWithoutRef<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-56 overflow-y-auto rounded-[var(--radius-card)] border border-slate-200 bg-white p-1.5 text-deep shadow-lg shadow-deep/10',
          'max-h-[var(--radix-dropdown-menu-content-available-height)] dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

const itemClasses =
  'relative flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-[var(--radius-control)] px-3 text-[15px] outline-none transition-colors data-[highlighted]:bg-shallows data-[highlighted]:text-deep data-[disabled]:pointer-events-none data-[disabled]:opacity-50 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClasses, className)} {...props} />;
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClasses, 'pe-9', className)} {...props}>
      {children}
      <Menu.ItemIndicator className="absolute end-3 inline-flex items-center text-open dark:text-open-400">
        <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn(
        'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Separator>) {
  return (
    <Menu.Separator
      className={cn('-mx-1.5 my-1.5 h-px bg-slate-200 dark:bg-slate-800', className)}
      {...props}
    />
  );
}
