import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useConsole } from '../app/console-context';

/**
 * A real link (it opens in a new tab, copies, and works without script) that moves within the console without a
 * page load on a plain click.
 */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { router } = useConsole();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigated(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
