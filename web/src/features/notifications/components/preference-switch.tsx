import { Switch } from 'radix-ui';
import { cn } from '#web/components/ui/cn';

/** An on/off switch (role="switch"), 44 px tall to tap, with the thumb moving toward the reading end. */
export function PreferenceSwitch({
  checked,
  onCheckedChange,
  label,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    // Radix adds a hidden form input after the switch and pulls it back over it with translateX(-100%): right for
    // left-to-right only. In Arabic it would land beside the switch, past the page's edge (a sideways scroll).
    <span className="relative inline-flex rtl:[&>input]:![transform:translateX(100%)]">
      <Switch.Root
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-label={label}
        disabled={disabled}
        className="group inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-open focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:ring-offset-slate-900"
      >
        <span
          className={cn(
            'relative inline-flex h-7 w-12 items-center rounded-full transition-colors duration-150 ease-out',
            'bg-slate-500 group-data-[state=checked]:bg-open dark:bg-slate-500 dark:group-data-[state=checked]:bg-open-500',
          )}
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform duration-150 ease-out data-[state=checked]:translate-x-6 motion-reduce:transition-none rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
        </span>
      </Switch.Root>
    </span>
  );
}
