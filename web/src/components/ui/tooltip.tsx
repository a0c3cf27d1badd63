// Tooltips open after 700 ms, and at once when moving between them within 300 ms (000 §9).
// Radix's tooltip code, with its positioning engine, is no part of the first screen: until it has
// arrived a tooltip's trigger renders alone. It is fetched once the page is idle, or the moment someone
// points at or focuses a trigger; a trigger that had the focus when it arrived keeps it.
import {
  cloneElement,
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { loadLater } from '../../lib/load-later';

type TriggerElement = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;

const radix = loadLater(() => import('./tooltip-radix'));

/** Loads the tooltips' code now (tests). */
export const loadTooltips = radix.load;

const loadNow = () =>
  void radix.load().catch((error: unknown) => console.warn('Tooltips failed to load:', error));

/** `children` is the trigger: one element that takes a ref and pointer and focus handlers. */
export function Tooltip({ content, children }: { content: ReactNode; children: TriggerElement }) {
  const loaded = radix.useLoaded();
  const trigger = useRef<HTMLElement | null>(null);
  const setTrigger = useCallback((node: HTMLElement | null) => {
    trigger.current = node;
  }, []);
  // When the code arrives the trigger is rendered anew inside Radix's; if it had the focus, the new
  // one takes it over.
  const arrived = useRef(Boolean(loaded));
  const hadFocus = useRef(false);
  if (loaded && !arrived.current)
    hadFocus.current = trigger.current !== null && trigger.current === document.activeElement;
  useLayoutEffect(() => {
    if (!loaded || arrived.current) return;
    arrived.current = true;
    if (hadFocus.current) trigger.current?.focus();
  }, [loaded]);

  if (loaded)
    return (
      <loaded.RadixTooltip content={content} triggerRef={setTrigger}>
        {children}
      </loaded.RadixTooltip>
    );
  const { onPointerEnter, onFocus } = children.props;
  return cloneElement(children, {
    ref: setTrigger,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      loadNow();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      loadNow();
    },
  });
}
