import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'ember' | 'secondary';

interface VariantProps {
  variant?: ButtonVariant;
  block?: boolean;
}

function buttonClass({ variant = 'primary', block }: VariantProps, extra?: string): string {
  return [styles.button, styles[variant], block && styles.block, extra].filter(Boolean).join(' ');
}

export function Button({
  variant,
  block,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & VariantProps) {
  return <button type={type} className={buttonClass({ variant, block }, className)} {...props} />;
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, block, className, ...props }: LinkProps & VariantProps) {
  return <Link className={buttonClass({ variant, block }, className)} {...props} />;
}
