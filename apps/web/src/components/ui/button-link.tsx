import type { LucideIcon } from "lucide-react";
import { Link, type LinkProps } from "react-router";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button";

/** A link that looks like a button, with its icon first (`<ButtonLink to icon={Printer}>`). */
export function ButtonLink({
  icon: Icon,
  variant,
  size,
  className,
  children,
  ...link
}: Omit<LinkProps, "className"> & {
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Link className={buttonClasses({ variant, size, className })} {...link}>
      {Icon && <Icon className="size-4" aria-hidden="true" />}
      {children}
    </Link>
  );
}
