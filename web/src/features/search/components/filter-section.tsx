// A collapsible group of filters in the 'Refine Search' panel.
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

export function FilterSection({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="border-t border-slate-200 py-3">
      <Collapsible.Trigger className="flex w-full items-center justify-between rounded-md py-1 text-left text-sm font-semibold text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700">
        {title}
        <ChevronDown
          aria-hidden
          className={`h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-3 space-y-4">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
