// Open state of the mobile menu and the things that close it: a scroll of more than 5 px, a touch move
// (000 §2, §9), Escape (focus returns to the menu button) and any navigation.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MENU_CLOSE_SCROLL_PX } from './nav-links';

export function useMobileMenu() {
  // The menu is open only on the location it was opened on, so any navigation closes it.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenOn(null), []);
  const toggle = useCallback(() => setOpenOn((current) => (current === key ? null : key)), [key]);

  useEffect(() => {
    if (!open) return;
    const startY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > MENU_CLOSE_SCROLL_PX) close();
    };
    const onTouchMove = () => close();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('touchmove', onTouchMove, { passive: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return { open, toggle, close, buttonRef };
}
