import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  children: ReactNode;
  /** Raised cards sit on a lighter surface with the shadow. */
  raised?: boolean;
}

export function Card({ as: Tag = 'div', raised = false, className, children, ...rest }: CardProps) {
  return (
    <Tag className={['card', raised ? 'card--raised' : '', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
