import type { ReactNode } from 'react';
import { Anchor, type MantineSize } from '@mantine/core';
import { webHref } from '@/lib/web-href.ts';

type WebsiteLinkProps = {
  web: string | null | undefined;
  /** The link's text; the address itself by default. */
  children?: ReactNode;
  size?: MantineSize;
  /** Shown when there is no address. */
  empty?: ReactNode;
};

/**
 * A company's web address, opened in a new tab. An address that is not a web site (any scheme but
 * http(s)) is shown as text, never as a link.
 */
export function WebsiteLink({ web, children, size, empty = '—' }: WebsiteLinkProps) {
  if (!web) return <>{empty}</>;
  const href = webHref(web);
  const text = children ?? web;
  if (!href) return <>{text}</>;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      style={{ overflowWrap: 'anywhere' }}
    >
      {text}
    </Anchor>
  );
}
