import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@site/translation';
import { buildWhatsAppLink } from '../../chat/buildWhatsAppLink';

interface ChatLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel'
> {
  /** The message the chat opens with, already in the page language. */
  message: string;
  children: ReactNode;
}

/** Opens the messaging-app chat in a new tab with a prefilled message. */
export function ChatLink({ message, children, ...rest }: ChatLinkProps) {
  const { t } = useTranslation('common');
  return (
    <a href={buildWhatsAppLink(message)} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> ({t('chat.newTab')})</span>
    </a>
  );
}
