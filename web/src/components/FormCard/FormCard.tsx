import type { ReactNode } from 'react';
import classes from './FormCard.module.css';

/**
 * The bordered card a form sits on (sign-in, whitelist, waitlists). Its width and padding are the
 * form's own (`className`); `data-form-card` is the hook tests find the card by.
 */
export function FormCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${classes.card} ${className}` : classes.card} data-form-card>
      {children}
    </div>
  );
}
